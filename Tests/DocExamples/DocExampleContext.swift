// What the code examples of the `///` comments in Sources/ use without declaring it: the documentation's
// shop app, its conventional names (`router`, `navigationController`, `appCoordinator`, `tabBarRouter`, ...)
// with their types, and the classes an example is a member of (`self`). scripts/check-doc-examples.py
// type-checks each example against this file; nothing here runs, so no value is ever made
// (`docExampleValue()` stands for each one). Add a name here when a new example uses one that a reader
// knows from the other examples; declare it in the example when the reader would not.
import Foundation
import TiltUp
import TiltUpTest

#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Any value of any type: the examples are type-checked, never run.
func docExampleValue<T>() -> T {
    fatalError("the documentation's examples are type-checked, never run")
}

// MARK: - `self`

/// `self` in an example that runs where any object could, as in a test: its own statements, and the waits
/// of a coordinator's test (`waitForSelectedTabChange(in:)`). The statements of every example run on the
/// main actor, where TiltUp is used.
@MainActor class DocExample: WaitableCoordinatorTest {}

/// Where an example's functions, `@Test` functions and plain properties are when nothing around them says
/// more: as a reader writes them at file scope or in a test suite, not isolated to any actor.
class DocSuite: WaitableCoordinatorTest {}

/// `self` in an example written in a coordinator (`parent: self`, `retaining: self`, `[weak self]`): a
/// coordinator of the shop app that handles its routes, with the members its examples reach through `self`
/// (a view model, a refresh, and the controls of the screen it shows).
@MainActor class DocCoordinator: Coordinator, RouteHandling {
    init() { fatalError("the documentation's examples are type-checked, never run") }

    func handle(_ route: AppRoute) -> RouteDecision { .decline }

    var viewModel: ShopViewModel { docExampleValue() }
    var title: String? {
        get { docExampleValue() }
        set {}
    }
    var badgeText: String {
        get { docExampleValue() }
        set {}
    }
    var isSwiping: Bool { docExampleValue() }
    func refresh() {}
    func delete() {}
    func save(_ photos: [PhotoCapture]) {}
    func upload(_ photos: [PhotoCapture]) {}
    func choose(_ plan: Plan) {}
    func didChoose(_ plan: Plan) {}
    func showSpinner(_ shown: Bool) {}
    #if canImport(UIKit)
    var tableView: UITableView { docExampleValue() }
    var confirmButton: UIButton { docExampleValue() }
    var shutterButton: UIButton { docExampleValue() }
    var composeItem: UIBarButtonItem? { docExampleValue() }
    var swipeInteraction: UIPercentDrivenInteractiveTransition? { docExampleValue() }
    func present(_ screen: UIViewController, animated: Bool) {}
    #else
    var tableView: DocTableView { docExampleValue() }
    var confirmButton: DocControl { docExampleValue() }
    var shutterButton: DocControl { docExampleValue() }
    var composeItem: AnyObject? { docExampleValue() }
    var swipeInteraction: (any ScreenTransition.Interaction)? { docExampleValue() }
    func present(_ screen: AnyObject, animated: Bool) {}
    #endif
}

/// `self` in an example that overrides `makeTabs()` or `makeItems()`.
@MainActor class DocTabBarCoordinator: TabBarCoordinator {
    init() { fatalError("the documentation's examples are type-checked, never run") }
}

/// `self` in an example that overrides `makeColumns()`.
@MainActor class DocSplitCoordinator: SplitCoordinator {
    init() { fatalError("the documentation's examples are type-checked, never run") }
}

#if canImport(UIKit)
@MainActor var tableView: UITableView { docExampleValue() }
#else
@MainActor var tableView: DocTableView { docExampleValue() }

/// Where UIKit does not exist, the table view a screen's `self` reloads.
@MainActor final class DocTableView {
    func reloadData() {}
    func reloadRows(at indexPaths: [IndexPath], with animation: DocRowAnimation) {}
    func performBatchUpdates(_ updates: () -> Void) {}
}

/// Where UIKit does not exist, a row animation.
enum DocRowAnimation { case none, automatic }

/// Where UIKit does not exist, a button or a bar button item.
@MainActor final class DocControl {
    var isEnabled = false
}
#endif

// MARK: - The shop app's types

/// The shop app's routes, as its deep links and restored navigation name them.
enum AppRoute: Hashable, Codable, Sendable {
    case home, orders, receipt, settings, help, paymentConfirmation, pantry, albums, artists, folders
    case order(id: Int)
    case search(text: String)
    case item(id: Int)
    case note(Int)

    /// The route without what identifies the user.
    var withoutPersonalData: AppRoute { self }

    /// The app's URL table.
    static var urls: RouteURLTable<AppRoute> { docExampleValue() }
}

/// The routes of a split view app's examples.
enum ShopRoute: Hashable, Codable, Sendable {
    case orders
    case order(Int)
}

/// An order.
struct Order: Identifiable, Sendable {
    let id: Int
    var title: String
    var price: Double
    var state: OrderState?
}

/// What can be done with an order.
struct OrderState: Sendable {
    var canReceiveInWarehouse: Bool
}

/// How far an order is.
enum OrderStatus: String, Sendable {
    case open, packed, shipped
}

/// A row of the orders list.
struct OrderRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var status: String

    init(_ order: Order) {
        self.init(id: order.id, title: order.title, status: "")
    }

    init(id: Int, title: String, status: String) {
        self.id = id
        self.title = title
        self.status = status
    }
}

/// A plan the user picks.
enum Plan: String, CaseIterable, Sendable, SingleSelectionableRow {
    case basic, pro

    var singleSelectionableRow: SingleSelection.Row { SingleSelection.Row(title: rawValue) }
}

/// A photo of the gallery.
struct Photo: Identifiable, Sendable {
    let id: Int
}

/// A track of the music player.
struct Track: Identifiable, Sendable {
    let id: Int
}

/// The values a shop screen shows.
struct ShopValues {
    var title = ""
    var total = ""
    var plan = ""
    var orders = ListState<ListSectionTitle, OrderRow>()
    var list = ListState<ListSectionTitle, OrderRow>()
}

/// The values of the shipments screen.
struct ShipmentsValues {
    var list = ListState<ListSectionTitle, OrderRow>()
}

/// The view observers of the shop's screens.
@MainActor final class ShopViewObservers: BaseTableViewObservers {
    var submitButtonEnabled: (@MainActor (Bool) -> Void)?
    var total: (@MainActor (String) -> Void)?
    var plan: (@MainActor (String) -> Void)?
}

/// The coordinator observers of the shop's screens.
@MainActor final class ShopCoordinatorObservers {
    var picked: (@MainActor (Plan) -> Void)?
}

/// The view model of the shop's screens: each example uses the part its screen needs.
@MainActor final class ShopViewModel {
    let viewObservers = ShopViewObservers()
    let coordinatorObservers = ShopCoordinatorObservers()
    let list = ListFeed<ListSectionTitle, OrderRow>()
    let state = ScreenState(ShopValues())
    @ObservableProperty var itemCount = 0
    var title = ""

    func refresh() {}
    func update() {}
    func deleteAccount() {}
    func filter(_ text: String) {}
    func viewDidLoad() {}
    func nameChanged(_ name: String) {}
    func emailChanged(_ email: String) {}
    func passwordChanged(_ password: String) {}
    func didChoose(_ plan: Plan) {}
    func filtersClosed() {}
    func closeTapped() {}
    func rename(to title: String) {}
}

typealias OrderViewModel = ShopViewModel
typealias PlanPickerViewModel = ShopViewModel

/// The cart: an observable item count, and its changes as a list of observers.
@MainActor final class CartService {
    @ObservableProperty var itemCount = 0
    var itemCountChanges: ObserverList<Int> { docExampleValue() }
}

/// The badge that shows the cart's count.
@MainActor final class Badge {
    var text = ""
}

/// The app's analytics.
@MainActor final class Analytics {
    func note(_ event: String) {}
    func tabShown(_ index: Int) {}
}

/// The signed-in session.
@MainActor final class Session {
    var isSignedIn = false
}

/// The screens' base: a view controller on iOS, any object elsewhere.
#if canImport(UIKit)
class DocScreen: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#else
@MainActor class DocScreen {
    init() {}
}
#endif

final class HomeController: DocScreen {}
final class ProfileController: DocScreen {}
final class ReviewController: DocScreen {}
final class PlanController: DocScreen {}
final class SettingsScreen: DocScreen {}
final class FiltersScreen: DocScreen {}
final class HelpController: DocScreen {}
final class CameraScreen: DocScreen {
    convenience init(viewModel: CameraViewModel) { self.init() }
}

/// A screen of photo cells, a zoom transition's source.
final class GalleryController: DocScreen {
    func cell(for id: Int) -> PopoverAnchor.SourceView? { docExampleValue() }
}

/// A screen of the orders or tracks, a zoom transition's source.
final class ListController: DocScreen {
    func cell(for id: Int) -> PopoverAnchor.SourceView? { docExampleValue() }
    func artwork(of id: Int) -> PopoverAnchor.SourceView? { docExampleValue() }
}

/// A custom transition's animator.
#if canImport(UIKit)
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {}
}
#else
final class CardAnimator: TransitionAnimating {}
#endif

/// A toolbar with a compose button, a zoom transition's source.
@MainActor final class ComposeBar {
    var composeItem: PopoverAnchor.BarButtonItem? { docExampleValue() }
}
final class PlanPickerController: DocScreen {
    convenience init(viewModel: ShopViewModel) { self.init() }
}
final class MiniPlayerController: DocScreen {
    convenience init(viewModel: AnyObject) { self.init() }
}

/// A screen of a SwiftUI view where SwiftUI exists: what `router.push(view:)` shows.
#if canImport(SwiftUI)
struct OrderView: View, ViewModelBacked {
    let viewModel: ShopViewModel
    var body: some View { Text(viewModel.title) }
}
struct HomeView: View {
    let viewModel: ShopViewModel
    var body: some View { Text(viewModel.title) }
}
struct FiltersView: View {
    let viewModel: ShopViewModel
    var body: some View { Text(viewModel.title) }
}
struct PhotoView: View {
    let photo: Photo
    var body: some View { Text("\(photo.id)") }
}
struct ReceiptView: View {
    let order: Order
    var body: some View { Text(order.title) }
}
struct PlayerView: View {
    let viewModel: ShopViewModel
    var body: some View { Text(viewModel.title) }
}
struct MiniPlayerView: View {
    let track: Track
    var body: some View { Text("\(track.id)") }
}
#else
struct OrderView: HostableView, ViewModelBacked {
    let viewModel: ShopViewModel
}
struct HomeView: HostableView {
    let viewModel: ShopViewModel
}
struct FiltersView: HostableView {
    let viewModel: ShopViewModel
}
struct PhotoView: HostableView {
    let photo: Photo
}
struct ReceiptView: HostableView {
    let order: Order
}
struct PlayerView: HostableView {
    let viewModel: ShopViewModel
}
struct MiniPlayerView: HostableView {
    let track: Track
}
#endif

#if canImport(UIKit)
/// `self` in an example of a scene delegate's method (`scene(_:openURLContexts:)`, `sceneDidDisconnect(_:)`).
class DocSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var appCoordinator: AppCoordinator { docExampleValue() }
}

/// The app's delegate, which holds its app coordinator.
final class AppDelegate: NSObject, UIApplicationDelegate {
    var appCoordinator: AppCoordinator { docExampleValue() }
    func open(_ url: URL) {}
}

/// The app coordinator of a SwiftUI app.
@MainActor final class ShopAppCoordinator {
    let router: Router
    init(router: Router) { self.router = router }
    func start() {}
}

@MainActor var window: UIWindow { docExampleValue() }
@MainActor var badgeLabel: UILabel { docExampleValue() }
@MainActor var collectionView: UICollectionView { docExampleValue() }
@MainActor var registration: UICollectionView.CellRegistration<UICollectionViewListCell, OrderRow> { docExampleValue() }
@MainActor var navigationItem: UINavigationItem { docExampleValue() }
@MainActor var alert: AlertModel { docExampleValue() }
/// What an example written in a view controller calls on it.
@MainActor func present(_ screen: UIViewController, animated: Bool) {}
#endif

#if canImport(SwiftUI)
/// A photo's thumbnail in a grid.
struct PhotoThumbnail: View {
    let photo: Photo
    var body: some View { Text("\(photo.id)") }
}
#endif

// MARK: - The shop app's coordinators

/// The app's first coordinators.
@MainActor final class SignUpCoordinator: ResultCoordinator<String> {}
@MainActor final class WelcomeCoordinator: Coordinator {}
@MainActor final class LaunchCoordinator: Coordinator {}
@MainActor final class MainTabsCoordinator: TabBarCoordinator {
    init(appCoordinator: any AppCoordinating, name: String) { super.init(appCoordinator: appCoordinator) }
}
@MainActor final class CheckoutCoordinator: Coordinator {
    override init(appCoordinator: any AppCoordinating) { super.init(appCoordinator: appCoordinator) }
    init(parent: any Coordinating) { super.init(parent: parent, modal: true) }
    func goToReview() {}
    func showDetails() {}
}

/// The tabs' and columns' coordinators.
@MainActor final class HomeCoordinator: Coordinator {
    func showOrders() {}
    func choosePlan() async {}
}
@MainActor final class OrdersCoordinator: Coordinator {}
@MainActor final class SectionsCoordinator: Coordinator {
    func deselect() {}
}
@MainActor final class NoteCoordinator: Coordinator {}
@MainActor final class PlayerCoordinator: Coordinator {}
@MainActor final class OrderCoordinator: Coordinator {
    init(parent: any Coordinating, orderID: Int) { super.init(parent: parent, modal: false) }
    init(parent: any Coordinating, router: Router, id: Int) { super.init(parent: parent, router: router) }
}
@MainActor final class SettingsCoordinator: Coordinator {}

/// Coordinators that end with a value.
@MainActor final class PlanCoordinator: ResultCoordinator<Plan> {}
@MainActor final class ConfirmCoordinator: ResultCoordinator<Bool> {}
@MainActor final class PlanPickerCoordinator: ResultCoordinator<Plan> {}

/// The sign-in flow a route may need first.
@MainActor final class SignInCoordinator: Coordinator {
    init(parent: any Coordinating, flow: RouteFlow) { super.init(parent: parent, modal: true) }
    init(parent: any Coordinating, onSignedIn: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) {
        super.init(parent: parent, modal: true)
    }
}

// MARK: - The conventional names

@MainActor var router: Router { docExampleValue() }
@MainActor var navigationController: HeadlessNavigationController { docExampleValue() }
@MainActor var tabBarController: HeadlessTabBarController { docExampleValue() }
@MainActor var splitViewController: HeadlessSplitViewController { docExampleValue() }
@MainActor var stack: NavigationStackController { docExampleValue() }
@MainActor var appCoordinator: TestAppCoordinator { docExampleValue() }
@MainActor var tabBarRouter: TabBarRouter { docExampleValue() }
@MainActor var splitRouter: SplitRouter { docExampleValue() }
@MainActor var split: SplitRouter { docExampleValue() }
@MainActor var navigator: RouteNavigator<AppRoute> { docExampleValue() }
@MainActor var journal: NavigationJournal<AppRoute> { docExampleValue() }
@MainActor var recording: NavigationJournal<AppRoute>.Recording { docExampleValue() }
@MainActor var table: RouteURLTable<AppRoute> {
    get { docExampleValue() }
    set {}
}
@MainActor var viewModel: ShopViewModel { docExampleValue() }
@MainActor var viewObservers: ShopViewObservers { docExampleValue() }
@MainActor var state: ScreenState<ShopValues> { docExampleValue() }
@MainActor var cart: CartService! {
    get { docExampleValue() }
    set {}
}
@MainActor var badge: Badge { docExampleValue() }
@MainActor var analytics: Analytics { docExampleValue() }
@MainActor var session: Session { docExampleValue() }
@MainActor var coordinator: CheckoutCoordinator { docExampleValue() }
@MainActor var homeCoordinator: HomeCoordinator { docExampleValue() }
@MainActor var home: HomeCoordinator { docExampleValue() }
@MainActor var settings: SettingsCoordinator { docExampleValue() }
@MainActor var playerCoordinator: PlayerCoordinator { docExampleValue() }
@MainActor var tabsCoordinator: MainTabsCoordinator { docExampleValue() }
@MainActor var root: Coordinator { docExampleValue() }
@MainActor var picker: PlanPickerCoordinator { docExampleValue() }
@MainActor var sidebar: SectionsCoordinator { docExampleValue() }
@MainActor var albums: Coordinator { docExampleValue() }
@MainActor var artists: Coordinator { docExampleValue() }
@MainActor var homeTab: TabBarRouter.Tab { docExampleValue() }
@MainActor var albumsTab: TabBarRouter.Tab { docExampleValue() }
@MainActor var artistsTab: TabBarRouter.Tab { docExampleValue() }
@MainActor var library: TabBarRouter.TabGroup { docExampleValue() }
@MainActor var observers: ShopViewObservers { docExampleValue() }
@MainActor var entry: NavigationJournal<AppRoute>.Entry { docExampleValue() }
@MainActor var device: any CameraDevice { docExampleValue() }
@MainActor var grid: GalleryController { docExampleValue() }
@MainActor var list: ListController { docExampleValue() }
@MainActor var bar: ComposeBar { docExampleValue() }
@MainActor var cell: PopoverAnchor.SourceView { docExampleValue() }

/// What the examples call on the object they are written in, as a function of their own.
@MainActor func refresh() {}
@MainActor func startCheckout() {}

// Screens.
@MainActor var homeController: HomeController { docExampleValue() }
@MainActor var controller: Screen { docExampleValue() }
@MainActor var details: Screen { docExampleValue() }
@MainActor var detail: Screen { docExampleValue() }
@MainActor var filters: Screen { docExampleValue() }
@MainActor var filtersController: Screen { docExampleValue() }
@MainActor var player: Screen { docExampleValue() }
@MainActor var sheet: Screen { docExampleValue() }
@MainActor var cover: Screen { docExampleValue() }
@MainActor var first: Screen { docExampleValue() }
@MainActor var second: Screen { docExampleValue() }
@MainActor var next: Screen { docExampleValue() }
@MainActor var screen: any HostingScreen { docExampleValue() }
@MainActor var photoScreen: Screen { docExampleValue() }
@MainActor var orderController: Screen { docExampleValue() }
@MainActor var alertScreen: Screen { docExampleValue() }
@MainActor var alertController: Screen { docExampleValue() }
@MainActor var composer: Screen { docExampleValue() }
@MainActor var card: Screen { docExampleValue() }
@MainActor var settingsRouter: Router { docExampleValue() }
@MainActor var homeStack: Screen { docExampleValue() }
@MainActor var ordersStack: NavigationStackController { docExampleValue() }
@MainActor var sectionsStack: Screen { docExampleValue() }
@MainActor var orderStack: Screen { docExampleValue() }

// Values: the reader's own, which no actor isolates.
var orders: [Order] { docExampleValue() }
var order: Order { docExampleValue() }
var photo: Photo { docExampleValue() }
var track: Track { docExampleValue() }
var prices: [Double] { docExampleValue() }
var data: Data { docExampleValue() }
var bugReport: Data { docExampleValue() }
var reportURL: URL { docExampleValue() }
var indexPath: IndexPath { docExampleValue() }
@MainActor var listView: HeadlessListView<ListSectionTitle, OrderRow> { docExampleValue() }
var old: ListState<ListSectionTitle, OrderRow> { docExampleValue() }
var new: ListState<ListSectionTitle, OrderRow> { docExampleValue() }
var before: ListState<ListSectionTitle, OrderRow> { docExampleValue() }
var after: ListState<ListSectionTitle, OrderRow> { docExampleValue() }
var presentedAlerts: [AlertModel] { docExampleValue() }
var items: [Order] { docExampleValue() }
var canceledOrder: Order { docExampleValue() }
@MainActor var cancellable: AnyObject? {
    get { docExampleValue() }
    set {}
}
@MainActor var observation: Disposable? {
    get { docExampleValue() }
    set {}
}
@MainActor var filtersButton: PopoverAnchor.BarButtonItem { docExampleValue() }
@MainActor var sortButton: PopoverAnchor.SourceView { docExampleValue() }
