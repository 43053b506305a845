import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { formFromFilters, mergeArrivingFilters, type Filters, type FormFilters } from './search';

interface FormFilterMapping<Values> {
  /** The filters' names, as the address holds them. */
  names: readonly string[];
  filtersOf: (values: Values) => Filters;
  valuesOf: (filters: Filters) => Values;
}

/**
 * The search form shows the address's filters: after a reload, Back from a form or a link with a
 * search. As the kit's SearchForm does (mergeArrivingFilters): the address of a search arrives a
 * render or more after the click, so a field typed into meanwhile keeps what the user typed.
 * Returns what to call with the values the form submits or resets to.
 */
export function useFormShowsFilters<Values>(
  form: FormInstance<Values>,
  filters: Filters,
  { names, filtersOf, valuesOf }: FormFilterMapping<Values>,
): (values: Values) => void {
  // What the form showed when it last took the address's filters, was submitted or was reset.
  const baseline = useRef<FormFilters>(formFromFilters(filters));
  const arriving = JSON.stringify(filters);
  useEffect(() => {
    const shown = formFromFilters(filtersOf(form.getFieldsValue(true) as Values));
    const next = mergeArrivingFilters(names, shown, baseline.current, formFromFilters(filters));
    form.setFieldsValue(valuesOf(next) as Parameters<typeof form.setFieldsValue>[0]);
    baseline.current = next;
    // The filters' values are what count (arriving); the mapping is fixed per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arriving, form]);
  return (values) => {
    baseline.current = formFromFilters(filtersOf(values));
  };
}
