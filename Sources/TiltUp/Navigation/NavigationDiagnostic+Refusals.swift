// The refusals the Router and the headless controllers share, each written once: the kind and the words
// of a diagnostic, which the caller prefixes with its own type's name.

extension NavigationDiagnostic {
    /// What `method` reports when it finds nothing to pop: an empty stack, or the root screen alone.
    static func nothingToPop(_ method: String, stackIsEmpty: Bool) -> (kind: Kind, message: String) {
        stackIsEmpty
            ? (.stackIsEmpty, "\(method): the stack is empty; nothing was popped")
            : (.cannotPopRoot, "\(method): only the root screen is on the stack; nothing was popped")
    }
}

/// A presentation that the Router and the headless controllers both refuse, each checked where it is
/// refused: its kind and its words, written once.
enum PresentationRefusal {
    /// The presenter was asked to present itself.
    case presentsItself
    /// The screen, described, is presented by another presenter already.
    case presentedElsewhere(String)
    /// The screen is a navigation controller of another front end: why it cannot be presented.
    case frontEndMismatch(String)
    /// The screen, described, presents the presenter, directly or in turn.
    case loop(String)
    /// The presenter presents the screen described already.
    case alreadyPresenting(String)
    /// A stack shown with the presenter's (the root, a tab, a column) presents the screen described already.
    ///
    /// A window shows one modal at a time.
    case presentingBeside(String)

    /// The diagnostic's kind.
    var kind: NavigationDiagnostic.Kind {
        switch self {
        case .presentsItself, .presentedElsewhere, .loop: .invalidModal
        case .frontEndMismatch: .frontEndMismatch
        case .alreadyPresenting, .presentingBeside: .modalAlreadyPresented
        }
    }

    /// Why, in words, for a `presenter` ("router", "navigation controller").
    func reason(presenter: String) -> String {
        switch self {
        case .presentsItself: "a \(presenter) cannot present itself"
        case .presentedElsewhere(let screen): "\(screen) is already presented elsewhere"
        case .frontEndMismatch(let why): why
        case .loop(let screen): "\(screen) presents this \(presenter), in turn, and presenting it would make a loop"
        case .alreadyPresenting(let screen): "\(screen) is already presented"
        case .presentingBeside(let screen):
            "\(screen) is up already, presented from a stack shown beside this \(presenter)'s, and a window shows one modal at a time (present from that modal's Router, or dismiss it first)"
        }
    }
}
