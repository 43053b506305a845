import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Radio } from 'antd';
import { AnswerGroup, type AnswerFieldProps } from './AnswerGroup';

type Item = ChecklistCategory['questions'][number]['answerItems'][number];

interface ItemChoiceProps extends AnswerFieldProps {
  items: readonly Item[];
  /** The radios' shared name: native radios with one name move with the arrow keys. */
  name: string;
  value?: number;
  onChange?: (value: number) => void;
}

/** The chosen radio, or the first when none is. */
function choiceToFocus(group: HTMLDivElement): HTMLInputElement | undefined {
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return radios.find((radio) => radio.checked) ?? radios[0];
}

/**
 * The answer items of an option question as one radio group, named by the question; `focus()`
 * lands on the chosen (or first) radio.
 */
export function ItemChoice(props: ItemChoiceProps) {
  const { items, name, value, onChange, disabled, ...field } = props;
  return (
    <AnswerGroup {...field} role="radiogroup" focusTarget={choiceToFocus}>
      {/* antd 6 makes Radio.Group a radiogroup itself; the wrapper is the named one. */}
      <Radio.Group
        role="none"
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value as number)}
        options={items.map((item) => ({ value: item.id, label: item.itemName }))}
      />
    </AnswerGroup>
  );
}
