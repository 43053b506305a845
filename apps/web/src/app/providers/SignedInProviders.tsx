import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../../shared/api/queryClient';
import { FeedbackBridge } from '../../shared/ui/FeedbackBridge';

/**
 * What only signed-in screens need: the server-state cache and antd's contextual feedback API
 * (dialogs and notifications that follow the theme, locale and RTL). Kept out of the sign-in
 * page's bundle.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdApp className="app-root">
        <FeedbackBridge />
        {children}
      </AntdApp>
    </QueryClientProvider>
  );
}
