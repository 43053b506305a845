import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { ROLE_LABELS, isRole } from '@dealer/contracts/roles';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/session/session';
import { BRAND_PRIMARY } from '../../shared/theme/themeConfig';

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

function RoleTags({ roles, none }: { roles: readonly string[]; none: string }) {
  if (roles.length === 0) return <>{none}</>;
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role}>{roleLabel(role)}</Tag>
      ))}
    </Flex>
  );
}

/** Welcome card: who is signed in, with which roles, for which branches. */
export function ProfileCard({ session }: { session: Session }) {
  const { t } = useTranslation();
  const none = t('home.none');
  const otherRoles = session.roles.filter((role) => role !== session.role);
  return (
    <Card className="home-profile">
      <Flex gap={20} align="center" wrap className="home-profile__header">
        <Avatar size={64} aria-hidden style={{ background: BRAND_PRIMARY, color: '#fff' }}>
          {session.fullName.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <div>
          <Typography.Title level={1} className="home-profile__title">
            {t('home.welcome', { name: session.fullName })}
          </Typography.Title>
          <Typography.Text>{t('home.intro')}</Typography.Text>
        </div>
      </Flex>
      <Descriptions
        className="home-profile__details"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={[
          { key: 'user', label: t('home.userName'), children: session.userName },
          {
            key: 'role',
            label: t('home.activeRole'),
            children: (
              <Tag color="blue" className="home-profile__active-role">
                {roleLabel(session.role)}
              </Tag>
            ),
          },
          {
            key: 'other',
            label: t('home.otherRoles'),
            children: <RoleTags roles={otherRoles} none={none} />,
          },
          {
            key: 'additional',
            label: t('home.additionalRoles'),
            children: <RoleTags roles={session.additionalRoles} none={none} />,
          },
          {
            key: 'branches',
            label: t('home.branches'),
            span: 'filled',
            children: (
              <ul className="home-profile__branches">
                {session.userAreas.map((area, index) => (
                  <li key={area.branchCode}>
                    <strong>{area.branchCode}</strong> {area.branchDescription}
                    {index === 0 ? (
                      <Tag className="home-profile__home-tag">{t('home.homeBranch')}</Tag>
                    ) : null}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </Card>
  );
}
