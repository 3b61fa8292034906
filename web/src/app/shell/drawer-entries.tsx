import { type ReactNode, useId } from 'react';
import { Icon } from '../../shared/ui/icon';

/** One drawer entry: a full-width button with an optional badge (e.g. unread news). */
export function DrawerEntry({
  label,
  onSelect,
  badge,
}: {
  label: string;
  onSelect: () => void;
  badge?: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="drawer-entry" onClick={onSelect}>
        <span className="drawer-entry__label">{label}</span>
        {badge}
      </button>
    </li>
  );
}

/** A collapsible group: a disclosure button (aria-expanded) and its list. */
export function DrawerGroup({
  label,
  expanded,
  onToggle,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const listId = useId();
  return (
    <li className={`drawer-group${expanded ? ' drawer-group--open' : ''}`}>
      <button
        type="button"
        className="drawer-entry drawer-group__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span className="drawer-entry__label">{label}</span>
        <Icon name="chevronDown" className="drawer-group__chevron" />
      </button>
      <ul id={listId} className="drawer-group__list" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}
