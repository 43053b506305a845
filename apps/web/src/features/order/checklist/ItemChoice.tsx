import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Radio } from 'antd';
import { useImperativeHandle, useRef, type Ref } from 'react';

type Item = ChecklistCategory['questions'][number]['answerItems'][number];

interface ItemChoiceProps {
  /** React 19 hands a ref to a function component as a prop: Form.Item's, for focus(). */
  ref?: Ref<{ focus: () => void }>;
  items: readonly Item[];
  /** The radios' shared name: native radios with one name move with the arrow keys. */
  name: string;
  labelledBy: string;
  // Injected by Form.Item.
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * The answer items of an option question as one radio group. antd's group renders a plain div,
 * so this one carries the radiogroup role, the question as its name and the form's error state;
 * `focus()` lets the form's scroll-to-first-error land on the chosen (or first) radio.
 */
export function ItemChoice(props: ItemChoiceProps) {
  const { ref } = props;
  const { items, name, labelledBy, id, value, onChange, disabled } = props;
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      const target = [...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0];
      target?.focus();
    },
  }));
  return (
    <div
      ref={group}
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-required={props['aria-required']}
    >
      {/* antd 6 makes Radio.Group a radiogroup itself; the wrapper above is the named one. */}
      <Radio.Group
        role="none"
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value as number)}
        options={items.map((item) => ({ value: item.id, label: item.itemName }))}
      />
    </div>
  );
}
