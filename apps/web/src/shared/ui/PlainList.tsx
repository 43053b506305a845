import { Spin, theme } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import './plainList.css';

export interface PlainListProps<T> {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Each item's key (default: its index). */
  itemKey?: (item: T, index: number) => Key;
  header?: ReactNode;
  /** Shown in place of the items when there are none. */
  emptyText: ReactNode;
  size?: 'default' | 'small';
  loading?: boolean;
  className?: string;
}

/**
 * A plain list of rows split by a line: what antd's List drew for us, which antd 6.6 deprecates
 * (its successor Listy is a virtual list without List's rows, header or empty text). Same rows,
 * paddings and colours, from the theme's tokens.
 */
export function PlainList<T>(props: PlainListProps<T>) {
  const { dataSource, renderItem, itemKey, header, emptyText, size, loading, className } = props;
  const { token } = theme.useToken();
  const colours = {
    '--plain-list-text': token.colorText,
    '--plain-list-split': token.colorSplit,
    '--plain-list-action': token.colorTextDescription,
  } as CSSProperties;
  const classes = ['plain-list', size === 'small' ? 'plain-list--small' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={colours}>
      {header !== undefined ? <div className="plain-list__header">{header}</div> : null}
      <Spin spinning={loading ?? false}>
        {dataSource.length > 0 ? (
          <ul className="plain-list__items">
            {dataSource.map((item, index) => (
              <li key={itemKey ? itemKey(item, index) : index} className="plain-list__item">
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        ) : loading ? (
          <div className="plain-list__loading" />
        ) : (
          <div className="plain-list__empty">{emptyText}</div>
        )}
      </Spin>
    </div>
  );
}

/** A row's buttons at its end, as antd's List.Item `actions` placed them. */
export function PlainListActions({ children }: { children: ReactNode }) {
  return <div className="plain-list__actions">{children}</div>;
}
