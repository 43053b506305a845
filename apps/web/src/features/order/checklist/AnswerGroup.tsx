import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

/** What Form.Item injects into an answer field, and the question that names it. */
export interface AnswerFieldProps {
  /** React 19 hands a ref to a function component as a prop: Form.Item's, for focus(). */
  ref?: Ref<{ focus: () => void }>;
  labelledBy: string;
  // Injected by Form.Item.
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

interface AnswerGroupProps extends AnswerFieldProps {
  role: 'group' | 'radiogroup';
  /** The input `focus()` lands on: the form's scroll-to-first-error goes there. */
  focusTarget: (group: HTMLDivElement) => HTMLInputElement | undefined;
  children: ReactNode;
}

/**
 * The element an answer's inputs sit in: the group the question names, carrying the form's error
 * state (antd's own groups render without a name), with `focus()` for the form.
 */
export function AnswerGroup(props: AnswerGroupProps) {
  const { ref, role, focusTarget, labelledBy, id, children } = props;
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      if (group.current) focusTarget(group.current)?.focus();
    },
  }));
  return (
    <div
      ref={group}
      id={id}
      role={role}
      aria-labelledby={labelledBy}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      // ARIA allows aria-required on a radiogroup, not on a plain group (axe: aria-allowed-attr).
      aria-required={role === 'radiogroup' ? props['aria-required'] : undefined}
    >
      {children}
    </div>
  );
}
