import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Checkbox } from 'antd';
import { AnswerGroup, type AnswerFieldProps } from './AnswerGroup';

type Item = ChecklistCategory['questions'][number]['answerItems'][number];

interface ItemChecksProps extends AnswerFieldProps {
  items: readonly Item[];
  value?: number[];
  onChange?: (value: number[]) => void;
}

const firstCheckbox = (group: HTMLDivElement) =>
  group.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? undefined;

/**
 * The answer items of a multi-select question as checkboxes (every item that applies), named by
 * the question; `focus()` lands on the first checkbox.
 */
export function ItemChecks(props: ItemChecksProps) {
  const { items, value, onChange, disabled, ...field } = props;
  return (
    <AnswerGroup {...field} role="group" focusTarget={firstCheckbox}>
      <Checkbox.Group
        value={value ?? []}
        disabled={disabled}
        // The set in the items' order, whatever order they were ticked in.
        onChange={(next) =>
          onChange?.(items.map((item) => item.id).filter((itemId) => next.includes(itemId)))
        }
        options={items.map((item) => ({ value: item.id, label: item.itemName }))}
      />
    </AnswerGroup>
  );
}
