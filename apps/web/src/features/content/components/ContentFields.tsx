import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchSelect } from './BranchSelect';
import { ImageField } from './ImageField';
import { RichTextEditor } from './RichTextEditor';

/** What useContentSave's `status(field)` gives a Form.Item: the server's message for the field. */
type FieldStatus = { validateStatus?: 'error'; help?: string };

interface TextFieldProps {
  /** The form's id prefix ('news', 'promo'), so labels point at their inputs. */
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  status: FieldStatus;
}

/** The name every content item has: required, 200 characters. */
export function NameField({ idPrefix, value, onChange, status }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('content.name')} htmlFor={`${idPrefix}-name`} required {...status}>
      <Input
        id={`${idPrefix}-name`}
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

/** The short description the website shows in lists: 500 characters. */
export function ShortDescriptionField({ idPrefix, value, onChange, status }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('content.shortDescription')} htmlFor={`${idPrefix}-short`} {...status}>
      <Input.TextArea
        id={`${idPrefix}-short`}
        rows={2}
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

/** The rich-text body; the server sanitises it, whatever the editor sends. */
export function RichTextField({
  idPrefix,
  label,
  required,
  value,
  onChange,
  status,
}: TextFieldProps & { label: string; required?: boolean }) {
  return (
    <Form.Item label={label} htmlFor={`${idPrefix}-content`} required={required} {...status}>
      <RichTextEditor id={`${idPrefix}-content`} label={label} value={value} onChange={onChange} />
    </Form.Item>
  );
}

/** The branch an item belongs to, with head office as the first choice. */
export function BranchField({ idPrefix, value, onChange, status }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('content.branch')} htmlFor={`${idPrefix}-branch`} {...status}>
      <BranchSelect id={`${idPrefix}-branch`} headOfficeOption value={value} onChange={onChange} />
    </Form.Item>
  );
}

interface ImageFormItemProps {
  fileId: string | null;
  url: string | null;
  onChange: (fileId: string | null, url: string | null) => void;
  status: FieldStatus;
}

/** The item's one image: uploaded first, saved with the form by its file id. */
export function ImageFormItem({ fileId, url, onChange, status }: ImageFormItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('content.image')} {...status}>
      <ImageField
        label={t('content.image')}
        value={{ fileId, url }}
        onChange={(v) => onChange(v.fileId, v.url)}
      />
    </Form.Item>
  );
}
