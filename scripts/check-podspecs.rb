#!/usr/bin/env ruby
# Checks TiltUp.podspec and TiltUpTest.podspec without CocoaPods, which does not exist here:
# each loads, has every attribute CocoaPods requires, its source_files match exactly the Swift files
# of its SwiftPM target, the versions agree with each other and with the README, and every Podfile line the
# README and the articles show takes the pods from the release's git tag (the trunk is read-only from
# 2 December 2026).
#
#   ruby scripts/check-podspecs.rb              # check the specs in the repository
#   ruby scripts/check-podspecs.rb --self-test  # show that broken specs are caught
require 'json'
require 'set'
require 'tmpdir'
require 'fileutils'

# The small part of CocoaPods' DSL the specs use, recording every attribute.
module Pod
  class Spec
    class Version
      def initialize(string) = @string = string
      def to_s = @string
    end

    # `s.ios` and the like: attributes for one platform.
    class PlatformProxy
      def initialize(spec, platform)
        @spec = spec
        @platform = platform
      end

      def deployment_target=(version)
        @spec.attributes[:deployment_targets][@platform] = version
      end
    end

    attr_reader :attributes

    def initialize
      @attributes = { deployment_targets: {}, dependencies: {} }
      yield self
    end

    def self.new(*)
      @last = super
    end

    class << self
      attr_reader :last
    end

    %i[name summary description homepage license source swift_versions source_files frameworks
       pod_target_xcconfig].each do |attribute|
      define_method("#{attribute}=") { |value| @attributes[attribute] = value }
    end

    def authors=(value)
      @attributes[:authors] = value
    end

    def author=(value)
      @attributes[:authors] = value
    end

    def version=(value)
      @attributes[:version] = Version.new(value)
    end

    def version = @attributes[:version]
    def ios = PlatformProxy.new(self, :ios)
    def dependency(name, *requirements) = @attributes[:dependencies][name] = requirements
  end
end

REQUIRED = %i[name version summary homepage license authors source].freeze

def load_spec(path)
  eval(File.read(path), TOPLEVEL_BINDING, path) # rubocop:disable Security/Eval
  Pod::Spec.last.attributes
end

# The problems of one spec, one line each.
def check_spec(root, file, target)
  spec = load_spec(File.join(root, file))
  problems = []
  REQUIRED.each { |attribute| problems << "#{file}: missing #{attribute}" if spec[attribute].nil? || spec[attribute].to_s.empty? }
  problems << "#{file}: name is #{spec[:name].inspect}, not #{target.inspect}" unless spec[:name] == target
  version = spec[:version].to_s
  problems << "#{file}: version #{version.inspect} is not x.y.z" unless version.match?(/\A\d+\.\d+\.\d+\z/)
  problems << "#{file}: the homepage is not https" unless spec[:homepage].to_s.start_with?('https://')
  source = spec[:source] || {}
  problems << "#{file}: the source is not an https git URL" unless source[:git].to_s.start_with?('https://')
  problems << "#{file}: the source tag is not the version" unless source[:tag] == version
  license = spec[:license] || {}
  problems << "#{file}: the license file #{license[:file]} does not exist" unless license[:file] && File.exist?(File.join(root, license[:file]))
  problems << "#{file}: the iOS deployment target is not 15.0" unless spec[:deployment_targets][:ios] == '15.0'
  problems << "#{file}: swift_versions does not say 6.0" unless Array(spec[:swift_versions]).include?('6.0')

  globbed = Array(spec[:source_files]).flat_map { |pattern| Dir.glob(pattern, base: root) }.to_set
  target_files = Dir.glob("Sources/#{target}/**/*.swift", base: root).to_set
  problems << "#{file}: source_files match nothing" if globbed.empty?
  (target_files - globbed).sort.each { |path| problems << "#{file}: source_files miss #{path}" }
  (globbed - target_files).sort.each { |path| problems << "#{file}: source_files take #{path}, which is not in the #{target} target" }
  [spec, problems]
end

def check(root)
  tiltup, problems = check_spec(root, 'TiltUp.podspec', 'TiltUp')
  test, test_problems = check_spec(root, 'TiltUpTest.podspec', 'TiltUpTest')
  problems += test_problems
  version = tiltup[:version].to_s
  version_file = File.join(root, 'VERSION')
  if File.exist?(version_file) && File.read(version_file).strip != version
    problems << "TiltUp.podspec: version #{version} is not VERSION's #{File.read(version_file).strip}"
  end
  problems << "TiltUpTest.podspec: version #{test[:version]} is not TiltUp's #{version}" unless test[:version].to_s == version
  problems << 'TiltUpTest.podspec: does not depend on TiltUp of the same version' unless test[:dependencies]['TiltUp'] == [version]
  problems << 'TiltUpTest.podspec: does not link XCTest' unless Array(test[:frameworks]).include?('XCTest')
  readme = File.read(File.join(root, 'README.md'))
  problems << "README.md: does not show .package(url: …, from: \"#{version}\")" unless readme.include?("from: \"#{version}\"")
  problems + podfile_problems(root, tiltup[:source][:git], installed_version(root, version))
end

# The version the install lines name: the latest release, which api/baseline.json records (scripts/check-api.py
# --update writes it in each release's commit); the podspecs' own version (VERSION, the version being prepared)
# where the baseline is no release yet. In a release's commit the two are the same.
def installed_version(root, version)
  baseline = File.join(root, 'api', 'baseline.json')
  return version unless File.exist?(baseline)
  released = JSON.parse(File.read(baseline))['version'].to_s
  released.match?(/\A\d+\.\d+\.\d+\z/) ? released : version
end

# Every `pod` line of TiltUp's pods a page shows, with its line number: in any fence (```ruby, ```rb,
# ```podfile, a bare one), in a code span, or in prose; in single or double quotes.
POD_LINE = /\bpod\s+(['"])(TiltUp(?:Test)?)\1([^`\n]*)/

def podfile_lines(text)
  lines = []
  text.each_line.with_index(1) do |line, number|
    line.scan(POD_LINE).each { |(_quote, name, rest)| lines << [number, name, rest.strip] }
  end
  lines
end

# The CocoaPods trunk is read-only from 2 December 2026: TiltUp is not published there, so the Podfile lines the
# README, the CHANGELOG, CONTRIBUTING and the articles show take the pods from the release's git tag, which
# CocoaPods reads the podspecs of. Each page that shows how to install shows both pods in that form, with the
# podspecs' source and version; no page shows a line that would need the trunk (`pod 'TiltUp', '~> 6.0'`,
# `pod "TiltUp", "6.0.0"`, `pod 'TiltUp'`).
def podfile_problems(root, git, version)
  problems = []
  installing = ['README.md', 'Sources/TiltUp/TiltUp.docc/GettingStarted.md']
  pages = installing + %w[CHANGELOG.md CONTRIBUTING.md] + Dir.glob('Sources/*/*.docc/*.md', base: root)
  expected = ", :git => '#{git}', :tag => '#{version}'"
  pages.uniq.each do |page|
    path = File.join(root, page)
    next unless File.exist?(path)
    text = File.read(path)
    podfile_lines(text).each do |number, name, rest|
      next if rest == expected.strip
      problems << "#{page}:#{number}: pod '#{name}'#{rest} is not this release's Podfile line (the pods " \
                  "come from the tag of version #{version}: the CocoaPods trunk is read-only from 2 December 2026); " \
                  "write pod '#{name}'#{expected}"
    end
    next unless installing.include?(page)
    %w[TiltUp TiltUpTest].each do |name|
      line = "pod '#{name}'#{expected}"
      problems << "#{page}: does not show #{line}" unless text.include?(line)
    end
  end
  problems
end

# Copies the repository's specs and sources into a folder, breaks one thing, and expects a problem.
def self_test(root)
  breakages = {
    'a glob that misses files' => ['TiltUp.podspec', "'Sources/TiltUp/**/*.swift'", "'Sources/TiltUp/Navigation/*.swift'"],
    'a glob that takes another target' => ['TiltUp.podspec', "'Sources/TiltUp/**/*.swift'", "'Sources/**/*.swift'"],
    'versions that disagree' => ['TiltUpTest.podspec', "s.version          = '6.0.0'", "s.version          = '6.0.1'"],
    'a missing summary' => ['TiltUp.podspec', 's.summary ', '# s.summary '],
    'a deployment target other than iOS 15' => ['TiltUp.podspec', "'15.0'", "'14.0'"],
    'podspecs of another version than VERSION' => ['VERSION', '6.0.0', '6.0.1'],
    'a trunk line in the CHANGELOG' => ['CHANGELOG.md', "## [Unreleased]\n", "## [Unreleased]\n\n- Install with `pod 'TiltUp', '~> 6.0'`.\n"],
    'a Podfile line that needs the frozen trunk' =>
      ['README.md', "pod 'TiltUp', :git => 'https://github.com/TiltUp/TiltUp.git', :tag => '6.0.0'", "pod 'TiltUp', '~> 6.0'"],
    'a Podfile tag that is not the version' =>
      ['Sources/TiltUp/TiltUp.docc/GettingStarted.md', "pod 'TiltUpTest', :git => 'https://github.com/TiltUp/TiltUp.git', :tag => '6.0.0'",
       "pod 'TiltUpTest', :git => 'https://github.com/TiltUp/TiltUp.git', :tag => '5.4.0'"],
    'a trunk line in an article' =>
      ['Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md', "`pod 'TiltUp', :git", "`pod 'TiltUp', '~> 6.0'` or `pod 'TiltUp', :git"],
    # Added by the adversarial review of the tools (notes/attack-tools.md): Podfile lines that need the frozen
    # trunk and pass today.
    'a trunk line in double quotes' =>
      ['Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md', "`pod 'TiltUp', :git", "`pod \"TiltUp\", \"~> 6.0\"` or `pod 'TiltUp', :git"],
    'a trunk Podfile in a ```rb fence' =>
      ['README.md', "### CocoaPods\n", "### CocoaPods\n\n```rb\npod 'TiltUp', '~> 6.0'\n```\n"],
    'a trunk Podfile in a ```podfile fence' =>
      ['README.md', "### CocoaPods\n", "### CocoaPods\n\n```podfile\npod 'TiltUp', '~> 6.0'\n```\n"],
  }
  failures = []
  breakages.each do |name, (file, from, to)|
    Dir.mktmpdir do |copy|
      %w[TiltUp.podspec TiltUpTest.podspec README.md CHANGELOG.md CONTRIBUTING.md VERSION LICENSE Sources api].each { |entry| FileUtils.cp_r(File.join(root, entry), copy) }
      path = File.join(copy, file)
      text = File.read(path)
      failures << "self-test: could not break #{name}" unless text.include?(from)
      File.write(path, text.sub(from, to))
      problems = check(copy)
      failures << "self-test: #{name} was not caught" if problems.empty?
      puts "self-test: #{name}: caught (#{problems.first})" unless problems.empty?
    end
  end
  failures
end

root = File.expand_path('..', __dir__)
problems = check(root)
problems += self_test(root) if ARGV.include?('--self-test')
if problems.empty?
  puts 'podspecs: TiltUp.podspec and TiltUpTest.podspec are complete, agree, match their targets, and every Podfile line shown takes them from the release tag.'
else
  problems.each { |problem| warn "podspecs: #{problem}" }
  exit 1
end
