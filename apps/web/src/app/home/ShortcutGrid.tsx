import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../access/homeRoutes';
import { menuIcon } from '../shell/menuIcons';
import type { Shortcut } from './shortcuts';

/** Cards linking to every menu entry the user has. */
export function ShortcutGrid({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="home-shortcuts">
      <Typography.Title level={2} id={titleId} className="home-shortcuts__title">
        {t('home.shortcuts')}
      </Typography.Title>
      {shortcuts.length === 0 ? (
        <Card>
          <Empty description={t('home.noShortcuts')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {shortcuts.map(({ node, icon, groupLabel, groupLabelKey }) => (
            <Col key={node.id} xs={24} sm={12} lg={8} xxl={6}>
              <Link to={routePath(node.routeKey ?? '')} className="shortcut">
                <span className="shortcut__icon" aria-hidden>
                  {menuIcon(icon)}
                </span>
                <span className="shortcut__text">
                  <span className="shortcut__label">
                    {t(node.labelKey, { defaultValue: node.label })}
                  </span>
                  {groupLabelKey ? (
                    <span className="shortcut__group">
                      {t(groupLabelKey, { defaultValue: groupLabel })}
                    </span>
                  ) : null}
                </span>
                <RightOutlined className="shortcut__arrow" aria-hidden />
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
