import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../../shared/api/queryClient';
import { TOPBAR_HEIGHT } from '../../shared/theme/themeConfig';
import { FeedbackBridge } from '../../shared/ui/FeedbackBridge';

/** Notices open below the top bar (never over it), with a gap. */
const NOTICES_BELOW_TOPBAR = { top: TOPBAR_HEIGHT + 12 };

/**
 * What only signed-in screens need: the server-state cache and antd's contextual feedback API
 * (dialogs and notifications that follow the theme, locale and RTL). Kept out of the sign-in
 * page's bundle.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdApp className="app-root" notification={NOTICES_BELOW_TOPBAR}>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </QueryClientProvider>
  );
}
