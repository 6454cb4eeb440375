import TiltUp

/// `message`, followed by what was on screen: the navigation `router` is part of, one line per level
/// (`Router.navigationDescription`), so that a failing test says where the app was.
@MainActor
func withNavigation(of router: Router?, _ message: String) -> String {
    guard let router else { return message }
    return message + "\nNavigation now:\n" + router.navigationDescription
}
