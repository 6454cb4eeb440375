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
