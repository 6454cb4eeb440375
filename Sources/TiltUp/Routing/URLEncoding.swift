import Foundation

/// Percent-encoding for ``RouteURLTable``: the characters left as they are in a path segment and in a
/// query item, made once.
enum URLEncoding {
    /// A path segment's characters, but `/`, `;`, `?`, `#` and `%`.
    static let segmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#%"))
    /// A query's characters, but `&`, `=`, `+`, `#` and `%`.
    static let queryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#%"))

    /// `text` percent-encoded but for `allowed`; as it is when it needs no encoding (plain ASCII letters,
    /// digits, `-`, `.`, `_`, `~`), which is checked first because it is the common case and cheap.
    static func encode(_ text: String, allowed: CharacterSet) -> String {
        let plain = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
                || byte == 0x2E || byte == 0x5F || byte == 0x7E
        }
        if plain { return text }
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// `text` as a path segment: percent-encoded but for ``segmentAllowed``, and `.` and `..` as `%2E` and
    /// `%2E%2E`, which URL normalization would otherwise take for the current and the parent folder.
    static func encodeSegment(_ text: String) -> String {
        if text == "." || text == ".." {
            return String(repeating: "%2E", count: text.count)
        }
        return encode(text, allowed: segmentAllowed)
    }

    /// Whether a custom-scheme URL can carry `segment` (already encoded) as its host and read it back as
    /// it is: not empty, and only lowercase ASCII letters, digits, `-`, `.`, `_` and `~` (no `@`, which
    /// starts a user name, no `:`, which starts a port, and no uppercase letter, which a host may lose).
    static func isPlainHost(_ segment: String) -> Bool {
        !segment.isEmpty
            && segment.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E || byte == 0x5F
                    || byte == 0x7E
            }
    }
}
