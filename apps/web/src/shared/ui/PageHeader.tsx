import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './page.css';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back arrow leads, with its accessible label. */
  back?: { to: string; label: string };
  extra?: ReactNode;
}

/** The title row of a page: its h1, an optional back arrow, and the page's main actions. */
export function PageHeader({ title, subtitle, back, extra }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <Flex className="page-header" align="center" justify="space-between" gap={16} wrap>
      <Flex align="center" gap={8}>
        {back ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined className="flip-in-rtl" />}
            aria-label={back.label}
            onClick={() => void navigate(back.to)}
          />
        ) : null}
        <div>
          <Typography.Title level={1} className="page-header__title">
            {title}
          </Typography.Title>
          {subtitle ? (
            <Typography.Text className="page-header__subtitle">{subtitle}</Typography.Text>
          ) : null}
        </div>
      </Flex>
      {/* The actions wrap on a phone instead of widening the page (a board's lookup, Daily). */}
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
