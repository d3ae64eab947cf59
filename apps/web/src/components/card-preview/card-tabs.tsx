import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface CardTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * A card's columns as tabs (WAI-ARIA tabs: arrow keys, Home and End move
 * between them). Small on purpose: every to-do and staging card has tabs, and
 * antd's Tabs (overflow menus, ink animation) costs a page of cards more
 * script and style work than the cards themselves.
 */
export function CardTabs({ tabs }: { tabs: CardTab[] }) {
  const [chosen, setChosen] = useState(tabs[0]?.key);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === chosen),
  );
  const current = tabs[index];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + tabs.length) % tabs.length;
    setChosen(tabs[next]?.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="oh-card-tabs">
      <div ref={list} role="tablist" className="oh-card-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="oh-card-tabs__tab"
            onClick={() => setChosen(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${index}`} className="oh-card-tabs__panel">
        {current?.content}
      </div>
    </div>
  );
}
