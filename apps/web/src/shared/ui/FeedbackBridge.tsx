import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedback } from './feedback';

/** Hands antd's contextual feedback API to code outside React (HTTP client, dialogs). */
export function FeedbackBridge() {
  const api = App.useApp();
  useLayoutEffect(() => {
    setFeedback(api);
    return () => setFeedback(null);
  }, [api]);
  return null;
}
