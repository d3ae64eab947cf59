import type { DropdownProps } from 'antd';
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  startTransition,
  useRef,
  useState,
} from 'react';

const LoadedDropdown = lazy(() => import('./loaded-dropdown.tsx'));

interface TriggerProps {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
}

export type DeferredDropdownProps = Omit<DropdownProps, 'open' | 'onOpenChange' | 'children'> & {
  children: ReactElement<TriggerProps>;
};

/**
 * antd's Dropdown (click trigger), drawn as its bare trigger until the
 * pointer or the focus first reaches it: the Dropdown and its Menu are
 * about 20 KB gzip that a page's first load need not fetch (the signed-in
 * home page's 300 KB budget, e2e/landing-budget). A click before they have
 * arrived opens the menu once they have.
 */
export function DeferredDropdown({ children, ...props }: DeferredDropdownProps) {
  const [reached, setReached] = useState(false);
  const [open, setOpen] = useState(false);
  const hadFocus = useRef(false);
  // A transition keeps the bare trigger on screen (not a fallback) while the chunk loads.
  const reach = () => {
    if (!reached) startTransition(() => setReached(true));
  };
  const bare = cloneElement(children, {
    onPointerEnter: reach,
    onFocus: (e) => {
      hadFocus.current = true;
      children.props.onFocus?.(e);
      reach();
    },
    onBlur: (e) => {
      hadFocus.current = false;
      children.props.onBlur?.(e);
    },
    onClick: (e) => {
      children.props.onClick?.(e);
      setOpen(true);
      reach();
    },
  });
  return (
    <Suspense fallback={bare}>
      {reached ? (
        <LoadedDropdown {...props} hadFocus={hadFocus} open={open} onOpenChange={(next) => setOpen(next)}>
          {children}
        </LoadedDropdown>
      ) : (
        bare
      )}
    </Suspense>
  );
}
