/// Releases a chain of objects that each keep the next alive (a modal's Router, a presented controller)
/// one link at a time, instead of one inside the other: a chain thousands deep released at once would
/// run out of call stack. Stops at the first link that something else still holds.
///
/// `chain` is the first link, already let go of by its owner, so that only `chain` holds it.
///
/// - Parameters:
///   - chain: the first link; `nil` once released.
///   - next: the link `link` keeps alive, if any.
///   - detach: makes `link` let go of the next one.
@MainActor
func releaseOneAtATime<Link: AnyObject>(_ chain: inout Link?, next: (Link) -> Link?, detach: (Link) -> Void) {
    // No other reference to the link may be made before the check: it would be a second holder.
    while chain != nil, isKnownUniquelyReferenced(&chain) {
        let following = chain.flatMap(next)
        chain.map(detach)
        chain = following
    }
}
