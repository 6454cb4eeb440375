Pod::Spec.new do |s|
  s.name             = 'TiltUp'
  s.version          = '6.0.0'
  s.summary          = 'MVVM+Coordinator for UIKit apps, with coordinators that live exactly as long as their screens.'
  s.description      = <<-DESC
    TiltUp gives UIKit apps coordinators, a Router that pushes, pops, presents and dismisses
    screens and runs the handlers that release coordinators on every path (including the
    user's back swipe and sheet swipe-down), closure-based view observers, observation
    utilities, sum helpers, a reusable single-selection screen, and SwiftUI screens hosted in
    the same coordinators, observing the same view models.
  DESC
  s.homepage         = 'https://github.com/TiltUp/TiltUp'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.authors          = { 'The TiltUp authors' => 'tiltup@users.noreply.github.com' }
  s.source           = { :git => 'https://github.com/TiltUp/TiltUp.git', :tag => s.version.to_s }

  s.ios.deployment_target = '15.0'
  s.swift_versions   = ['6.0']
  s.frameworks       = 'UIKit', 'SwiftUI', 'Combine'

  s.source_files     = 'Sources/TiltUp/**/*.swift'
end
