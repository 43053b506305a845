import { Select, Tag, type SelectProps } from 'antd';
import '../users.css';

interface OrderedSelectProps extends Omit<SelectProps<string[]>, 'mode' | 'tagRender'> {
  /** Marks the first chosen value, e.g. 'active' or 'home branch'. */
  firstLabel: string;
}

/**
 * A multi-select whose order matters: values keep the order they were picked in, and the first
 * one carries a marker. Form.Item injects `value` and `onChange`.
 */
export function OrderedSelect({ firstLabel, value, ...props }: OrderedSelectProps) {
  const chosen = value ?? [];
  // antd puts Form.Item's aria-required on the select's role-less wrapper as well as on its
  // input, which axe rejects; the label's required mark and the rule's message remain.
  const { 'aria-required': _ariaRequired, ...selectProps } = props;
  return (
    <Select<string[]>
      {...selectProps}
      value={value}
      mode="multiple"
      optionFilterProp="label"
      tagRender={({ label, value: tagValue, closable, onClose }) => {
        const first = chosen[0] === tagValue;
        return (
          <Tag
            color={first ? 'blue' : undefined}
            closable={closable}
            onClose={onClose}
            onMouseDown={(event) => event.preventDefault()}
            className="ordered-tag"
          >
            {label}
            {first ? <span className="ordered-tag__marker"> · {firstLabel}</span> : null}
          </Tag>
        );
      }}
    />
  );
}
