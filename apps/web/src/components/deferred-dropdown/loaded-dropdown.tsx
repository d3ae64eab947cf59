import { Dropdown, type DropdownProps } from 'antd';
import { cloneElement, type ReactElement, type Ref, type RefObject, useLayoutEffect, useRef } from 'react';

export interface LoadedDropdownProps extends DropdownProps {
  /** The trigger: an element that takes a ref (antd's Button does). */
  children: ReactElement;
  /** Whether the trigger this one replaces had the focus: it keeps it. */
  hadFocus: RefObject<boolean>;
}

/** antd's Dropdown with its menu (their own chunk, about 20 KB gzip), once the trigger is first reached. */
export default function LoadedDropdown({ children, hadFocus, ...props }: LoadedDropdownProps) {
  const trigger = useRef<HTMLElement>(null);
  // The trigger is a new element now; a keyboard user keeps their place.
  useLayoutEffect(() => {
    if (hadFocus.current) trigger.current?.focus();
  }, [hadFocus]);
  return <Dropdown {...props}>{cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: trigger })}</Dropdown>;
}
