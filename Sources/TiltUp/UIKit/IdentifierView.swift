#if canImport(UIKit)
import UIKit

/// A reusable view (a cell, a header) registered and dequeued under its type's name.
///
/// ```swift
/// final class OrderCell: UITableViewCell, IdentifierView {}
///
/// tableView.registerClass(for: OrderCell.self)
/// let cell = tableView.dequeue(OrderCell.self, for: indexPath)
/// ```
@preconcurrency @MainActor
public protocol IdentifierView: UIView {
    /// The reuse identifier: the type's name.
    static var identifier: String { get }
    /// The nib named after the type, in the type's bundle.
    static var identifierNib: UINib { get }
}

extension IdentifierView {
    /// The reuse identifier: the type's name.
    public static var identifier: String { String(describing: self) }

    /// The nib named after the type, in the type's bundle.
    public static var identifierNib: UINib {
        UINib(nibName: identifier, bundle: Bundle(for: self))
    }
}

extension UITableView {
    /// Registers the cell's nib under its identifier.
    public func registerNib(for cellClass: (UITableViewCell & IdentifierView).Type) {
        register(cellClass.identifierNib, forCellReuseIdentifier: cellClass.identifier)
    }

    /// Registers each cell's nib under its identifier.
    public func registerNibs(for cellClasses: [(UITableViewCell & IdentifierView).Type]) {
        for cellClass in cellClasses {
            registerNib(for: cellClass)
        }
    }

    /// Registers the cell's class, for cells built in code, under its identifier.
    public func registerClass(for cellClass: (UITableViewCell & IdentifierView).Type) {
        register(cellClass, forCellReuseIdentifier: cellClass.identifier)
    }

    /// Dequeues a cell of the given type; an unregistered type stops the program with a message naming it.
    ///
    /// - Parameters:
    ///   - cellClass: the cell's type, registered under its identifier.
    ///   - indexPath: the row's index path.
    /// - Returns: the cell.
    public func dequeue<Cell: UITableViewCell & IdentifierView>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: cellClass.identifier, for: indexPath) as? Cell else {
            preconditionFailure("UITableView.dequeue: the cell registered as \(cellClass.identifier) is not a \(cellClass)")
        }
        return cell
    }

    /// Dequeues a cell with `reuseIdentifier`, or creates one with `style` when none is free.
    ///
    /// - Parameters:
    ///   - style: the style of a cell created.
    ///   - reuseIdentifier: the identifier the cells are kept under.
    /// - Returns: the cell.
    public func dequeueOrCreateCell(withStyle style: UITableViewCell.CellStyle, reuseIdentifier: String) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: reuseIdentifier) ?? UITableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Registers the header or footer view's nib under its identifier.
    public func registerNib(forHeaderFooter viewClass: (UITableViewHeaderFooterView & IdentifierView).Type) {
        register(viewClass.identifierNib, forHeaderFooterViewReuseIdentifier: viewClass.identifier)
    }

    /// Dequeues a header or footer view of the given type; an unregistered type stops the program, naming it.
    ///
    /// - Parameter viewClass: the view's type, registered under its identifier.
    /// - Returns: the view.
    public func dequeueHeaderFooter<View: UITableViewHeaderFooterView & IdentifierView>(_ viewClass: View.Type) -> View {
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: viewClass.identifier) as? View else {
            preconditionFailure("UITableView.dequeueHeaderFooter: no \(viewClass) is registered as \(viewClass.identifier)")
        }
        return view
    }
}

extension UICollectionView {
    /// Registers the cell's nib under its identifier.
    public func registerNib(for cellClass: (UICollectionViewCell & IdentifierView).Type) {
        register(cellClass.identifierNib, forCellWithReuseIdentifier: cellClass.identifier)
    }

    /// Registers each cell's nib under its identifier.
    public func registerNibs(for cellClasses: [(UICollectionViewCell & IdentifierView).Type]) {
        for cellClass in cellClasses {
            registerNib(for: cellClass)
        }
    }

    /// Registers the cell's class, for cells built in code, under its identifier.
    public func registerClass(for cellClass: (UICollectionViewCell & IdentifierView).Type) {
        register(cellClass, forCellWithReuseIdentifier: cellClass.identifier)
    }

    /// Dequeues a cell of the given type; an unregistered type stops the program with a message naming it.
    ///
    /// - Parameters:
    ///   - cellClass: the cell's type, registered under its identifier.
    ///   - indexPath: the item's index path.
    /// - Returns: the cell.
    public func dequeue<Cell: UICollectionViewCell & IdentifierView>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withReuseIdentifier: cellClass.identifier, for: indexPath) as? Cell else {
            preconditionFailure("UICollectionView.dequeue: the cell registered as \(cellClass.identifier) is not a \(cellClass)")
        }
        return cell
    }

    /// Registers a supplementary view's nib for `kind` under its identifier.
    ///
    /// - Parameters:
    ///   - viewClass: the view's type, whose nib has its name.
    ///   - kind: the kind of supplementary view, such as `UICollectionView.elementKindSectionHeader`.
    public func registerNib(for viewClass: (UICollectionReusableView & IdentifierView).Type, forKind kind: String) {
        register(viewClass.identifierNib, forSupplementaryViewOfKind: kind, withReuseIdentifier: viewClass.identifier)
    }

    /// Dequeues a supplementary view of the given type; an unregistered type stops the program, naming it.
    ///
    /// - Parameters:
    ///   - viewClass: the view's type, registered under its identifier.
    ///   - kind: the kind of supplementary view.
    ///   - indexPath: the index path of the view.
    /// - Returns: the view.
    public func dequeue<View: UICollectionReusableView & IdentifierView>(
        _ viewClass: View.Type,
        forKind kind: String,
        for indexPath: IndexPath
    ) -> View {
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: viewClass.identifier, for: indexPath)
        guard let typed = view as? View else {
            preconditionFailure("UICollectionView.dequeue: the \(kind) view registered as \(viewClass.identifier) is not a \(viewClass)")
        }
        return typed
    }
}

#endif
