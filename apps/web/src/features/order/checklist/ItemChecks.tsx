import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Checkbox } from 'antd';
import { useImperativeHandle, useRef, type Ref } from 'react';

type Item = ChecklistCategory['questions'][number]['answerItems'][number];

interface ItemChecksProps {
  /** React 19 hands a ref to a function component as a prop: Form.Item's, for focus(). */
  ref?: Ref<{ focus: () => void }>;
  items: readonly Item[];
  labelledBy: string;
  // Injected by Form.Item.
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * The answer items of a multi-select question as checkboxes (every item that applies). The
 * wrapper is the group the question names, carries the form's error state, and `focus()` lets the
 * form's scroll-to-first-error land on the first checkbox.
 */
export function ItemChecks(props: ItemChecksProps) {
  const { ref } = props;
  const { items, labelledBy, id, value, onChange, disabled } = props;
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => group.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
  }));
  return (
    <div
      ref={group}
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    >
      <Checkbox.Group
        value={value ?? []}
        disabled={disabled}
        // The set in the items' order, whatever order they were ticked in.
        onChange={(next) =>
          onChange?.(items.map((item) => item.id).filter((itemId) => next.includes(itemId)))
        }
        options={items.map((item) => ({ value: item.id, label: item.itemName }))}
      />
    </div>
  );
}
