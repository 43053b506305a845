import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filtersFromForm,
  formFromFilters,
  type Filters,
  type FormFilters,
  type SearchField,
} from './search';

interface SearchFormProps {
  fields: readonly SearchField[];
  filters: Filters;
  onSearch: (filters: Filters) => void;
  /** An accessible name for the search landmark, e.g. 'Search clusters'. */
  label: string;
}

/** The list's search form: Enter in a field or 'Search' applies it, 'Reset' clears it. */
export function SearchForm({ fields, filters, onSearch, label }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormFilters>();

  // Back from a form, or a link with filters, changes the URL: show what the list shows.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formFromFilters(filters));
  }, [filters, form]);

  return (
    <Form<FormFilters>
      form={form}
      layout="vertical"
      role="search"
      aria-label={label}
      className="master-search"
      onFinish={(values) => onSearch(filtersFromForm(values, fields))}
    >
      <Row gutter={16} align="bottom">
        {fields.map((field) => (
          <Col key={field.name} xs={24} sm={12} lg={6}>
            <Form.Item name={field.name} label={field.label}>
              {field.input}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label={<span className="sr-only">{t('master.searchActions')}</span>}>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
                {t('master.search')}
              </Button>
              <Button
                icon={<UndoOutlined aria-hidden />}
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                {t('master.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
