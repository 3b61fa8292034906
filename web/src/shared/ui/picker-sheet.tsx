import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface PickerOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

interface PickerSheetProps {
  title: string;
  options: readonly PickerOption[];
  value: string | null;
  searchable: boolean;
  /** What the filter box starts with (the character typed on the closed picker). */
  initialQuery?: string;
  onSelect: (value: string) => void;
  onClose: () => void;
}

/**
 * The options whose label, description or value holds `query`: those it names exactly first,
 * then those a text of which starts with it, then the rest, each group in the list's order:
 * "44" puts +44 (value 44) before +1441.
 */
export function filterPickerOptions(options: readonly PickerOption[], query: string): PickerOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  const rank = (option: PickerOption): number => {
    const texts = [option.label, option.description ?? '', option.value].map((text) =>
      text.toLocaleLowerCase(),
    );
    if (texts.some((text) => text === needle)) return 0;
    if (texts.some((text) => text.startsWith(needle))) return 1;
    return texts.some((text) => text.includes(needle)) ? 2 : -1;
  };
  const ranked = options.map((option) => ({ option, rank: rank(option) })).filter(({ rank }) => rank >= 0);
  // A stable sort: the list's order within a group.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ option }) => option);
}

/** The next enabled index from `from` in `step` direction, or `from` when there is none. */
function moveIndex(options: readonly PickerOption[], from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < options.length; index += step) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}

/**
 * The mobile half of the picker: a bottom sheet with an optional filter box and a listbox.
 * Focus stays in the filter box (or the listbox) and `aria-activedescendant` follows the arrows.
 * Mounted on open, so every opening starts at the chosen option, unfiltered unless a character
 * typed on the closed picker opened it.
 */
export function PickerSheet({
  title,
  options,
  value,
  searchable,
  initialQuery = '',
  onSelect,
  onClose,
}: PickerSheetProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState(searchable ? initialQuery : '');
  // Keys typed on the field while the sheet opens (focus moves in an effect) come in here.
  useEffect(() => {
    if (searchable && initialQuery) setQuery(initialQuery);
  }, [searchable, initialQuery]);
  const visible = useMemo(() => filterPickerOptions(options, query), [options, query]);
  const selectedIndex = visible.findIndex((option) => option.value === value);
  const [activeIndex, setActiveIndex] = useState(Math.max(selectedIndex, 0));
  const listRef = useRef<HTMLDivElement>(null);
  const active = visible[Math.min(activeIndex, visible.length - 1)];
  const optionId = (index: number) => `${listId}-option-${index}`;

  function activate(index: number): void {
    setActiveIndex(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent): void {
    const current = Math.min(activeIndex, visible.length - 1);
    const moves: Record<string, () => number> = {
      ArrowDown: () => moveIndex(visible, current, 1),
      ArrowUp: () => moveIndex(visible, current, -1),
      Home: () => moveIndex(visible, -1, 1),
      End: () => moveIndex(visible, visible.length, -1),
    };
    const move = moves[event.key];
    if (move && !(searchable && (event.key === 'Home' || event.key === 'End'))) {
      event.preventDefault();
      activate(move());
    } else if (event.key === 'Enter' && active && !active.disabled) {
      event.preventDefault();
      onSelect(active.value);
    }
  }

  const activeDescendant = active ? optionId(visible.indexOf(active)) : undefined;
  return (
    <Modal open onClose={onClose} title={title} variant="sheet" size="md">
      {searchable && (
        <input
          type="search"
          className="field__input picker-sheet__search"
          aria-label={t('ui.search')}
          placeholder={t('ui.searchPlaceholder')}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
        />
      )}
      <div
        ref={listRef}
        id={listId}
        className="picker-sheet__list"
        role="listbox"
        aria-label={title}
        tabIndex={searchable ? -1 : 0}
        aria-activedescendant={searchable ? undefined : activeDescendant}
        onKeyDown={searchable ? undefined : onKeyDown}
        data-autofocus={searchable ? undefined : true}
      >
        {visible.map((option, index) => (
          // Keyboard users choose through the listbox's keydown; a click is the pointer way.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the listbox
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            className={`picker-sheet__option${option === active ? ' picker-sheet__option--active' : ''}`}
            onClick={() => !option.disabled && onSelect(option.value)}
          >
            <span className="picker-sheet__label">{option.label}</span>
            {option.description && <span className="picker-sheet__description">{option.description}</span>}
          </div>
        ))}
      </div>
      <output className="picker-sheet__empty">{visible.length === 0 ? t('ui.noMatches') : ''}</output>
    </Modal>
  );
}
