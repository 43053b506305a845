import { Input } from 'antd';
import { useTypedText } from './useTypedText';

interface SearchBoxProps {
  /** Its accessible name, shown as the placeholder too. */
  label: string;
  /** The URL's text filter; the box follows it when it changes (Back, a menu link). */
  value: string;
  /** The trimmed text, on Enter, the search icon or the clear button. */
  onSearch: (text: string) => void;
  width?: number;
}

/** A list's text filter: typing alone does not search, Enter does (useTypedText). */
export function SearchBox({ label, value, onSearch, width = 240 }: SearchBoxProps) {
  const [typed, setTyped] = useTypedText(value);
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onSearch={(text) => onSearch(text.trim())}
      style={{ width }}
    />
  );
}
