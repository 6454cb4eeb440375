import TiltUp

/// Random paths of the shop app: mostly valid ones, into a tab or over the whole tab bar, sometimes with
/// a step nobody handles.
enum ShopRouteGenerator {
    static func path(using random: inout some RandomNumberGenerator) -> [ShopRoute] {
        var path: [ShopRoute]
        if Int.random(in: 0..<6, using: &random) == 0 {
            path = [.settings]
        } else {
            path = [[ShopRoute.home, .orders, .profile][Int.random(in: 0..<3, using: &random)]]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                path.append([.order(Int.random(in: 1...3, using: &random)), .receipt, .help][Int.random(in: 0..<3, using: &random)])
            }
            if Bool.random(using: &random) {
                path.append(Bool.random(using: &random) ? .settings : .edit(Int.random(in: 1...3, using: &random)))
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            path.append(Bool.random(using: &random) ? .help : .edit(Int.random(in: 1...3, using: &random)))
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            path.insert(.profile, at: Int.random(in: 1...path.count, using: &random))
        }
        return path
    }
}
