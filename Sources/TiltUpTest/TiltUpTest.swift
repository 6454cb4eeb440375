import TiltUp

/// The version of TiltUp this test library was built with.
public let tiltUpTestVersion = "6.0.0"
