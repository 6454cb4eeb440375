Pod::Spec.new do |s|
  s.name             = 'TiltUpTest'
  s.version          = '6.0.0'
  s.summary          = 'Test helpers for TiltUp apps, for XCTest and Swift Testing.'
  s.description      = <<-DESC
    TiltUpTest checks TiltUp view models and coordinators: assertCast, assertUnwrap,
    assertType, waits for view observers and navigation changes, a test app coordinator,
    a recorder of observer values and memory-leak tracking, reporting failures at the
    caller's line in XCTest and in Swift Testing.
  DESC
  s.homepage         = 'https://github.com/TiltUp/TiltUp'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.authors          = { 'The TiltUp authors' => 'tiltup@users.noreply.github.com' }
  s.source           = { :git => 'https://github.com/TiltUp/TiltUp.git', :tag => s.version.to_s }

  s.ios.deployment_target = '15.0'
  s.swift_versions   = ['6.0']
  s.frameworks       = 'XCTest', 'Testing'
  s.pod_target_xcconfig = { 'ENABLE_TESTING_SEARCH_PATHS' => 'YES' }

  s.dependency 'TiltUp', s.version.to_s
  s.source_files     = 'Sources/TiltUpTest/**/*.swift'
end
