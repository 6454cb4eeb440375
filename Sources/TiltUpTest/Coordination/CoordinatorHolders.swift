/// Where coordinators reference a coordinator: their stored properties, read with `Mirror`, so that the
/// end-of-test check names what still holds one ("MainTabsCoordinator.orders").
///
/// The properties of the app's own coordinator classes are read, through values (optionals, arrays,
/// dictionaries, structs, enums, tuples) but not into other objects; those TiltUp's base classes declare
/// are not (a coordinator's parent and app coordinator, held weakly). `Mirror` shows a weak property as
/// it shows a strong one, so a weak property that references the coordinator is named too.
enum CoordinatorHolders {
    /// How deep into values a property is searched.
    private static let deepest = 4
    /// How many elements of one collection are searched.
    private static let mostElements = 256

    /// The stored properties of `holders` (other than `target` itself) that reference `target`, as
    /// "Type.property", "Type.property[2]" or "Type.property.field".
    static func paths(to target: AnyObject, in holders: [AnyObject]) -> [String] {
        var found: [String] = []
        for holder in holders where holder !== target {
            let typeName = String(describing: type(of: holder))
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let current = mirror, !isTiltUps(current.subjectType) {
                for (index, child) in current.children.enumerated() {
                    search(child.value, for: target, path: "\(typeName).\(child.label ?? "\(index)")", depth: 0, into: &found)
                }
                mirror = current.superclassMirror
            }
        }
        return found
    }

    private static func search(_ value: Any, for target: AnyObject, path: String, depth: Int, into found: inout [String]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            // An object: the target itself, or a boundary the search does not cross.
            if (value as AnyObject) === target {
                found.append(path)
            }
            return
        }
        guard depth < deepest else { return }
        switch mirror.displayStyle {
        case .optional:
            for child in mirror.children {
                search(child.value, for: target, path: path, depth: depth, into: &found)
            }
        case .collection, .set:
            for (index, child) in mirror.children.prefix(mostElements).enumerated() {
                search(child.value, for: target, path: "\(path)[\(index)]", depth: depth + 1, into: &found)
            }
        case .dictionary:
            for child in mirror.children.prefix(mostElements) {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                search(pair[1].value, for: target, path: "\(path)[\(pair[0].value)]", depth: depth + 1, into: &found)
            }
        case .struct, .tuple, .enum:
            for (index, child) in mirror.children.enumerated() {
                search(child.value, for: target, path: "\(path).\(child.label ?? "\(index)")", depth: depth + 1, into: &found)
            }
        default:
            return
        }
    }

    /// Whether `type` is TiltUp's own (a base class such as `Coordinator`), whose properties are not read.
    private static func isTiltUps(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("TiltUp.")
    }
}
