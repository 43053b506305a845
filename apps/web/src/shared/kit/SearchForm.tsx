import { FilterOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Grid, Row } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filtersFromForm,
  formFromFilters,
  mergeArrivingFilters,
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
  // What the form showed when it last took the list's filters, was submitted or was reset.
  const baseline = useRef<FormFilters>({});
  const names = fields.map((field) => field.name);
  // On a phone the fields would fill the first screen: they fold behind a 'Filters' button.
  const narrow = Grid.useBreakpoint().md === false;
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const applied = Object.keys(filters).length;

  // Back from a form, or a link with filters, changes the URL: show what the list shows. The
  // URL of a search or a reset arrives a render or more after the click (the router commits it
  // in a transition); a field typed into meanwhile keeps what the user typed.
  useEffect(() => {
    const shown = Object.fromEntries(names.map((name) => [name, form.getFieldValue(name)]));
    const next = mergeArrivingFilters(names, shown, baseline.current, formFromFilters(filters));
    form.setFields(names.map((name) => ({ name, value: next[name] })));
    baseline.current = next;
    // The fields' names are fixed per screen; their inputs change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, form]);

  return (
    <Form<FormFilters>
      form={form}
      layout="vertical"
      role="search"
      aria-label={label}
      className="master-search"
      onFinish={(values) => {
        baseline.current = { ...values };
        onSearch(filtersFromForm(values, fields));
      }}
    >
      {narrow ? (
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen((was) => !was)}
          style={{ marginBottom: 8 }}
        >
          {applied > 0 ? t('master.filtersCount', { count: applied }) : t('master.showFilters')}
        </Button>
      ) : null}
      <Row
        gutter={16}
        align="bottom"
        id={fieldsId}
        hidden={narrow && !open}
        // antd's Row is display:flex, which outranks the hidden attribute; the style does not
        // depend on master.css being loaded (the vehicles screen uses this form without it).
        style={narrow && !open ? { display: 'none' } : undefined}
      >
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
                  baseline.current = {};
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
