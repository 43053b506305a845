import { Alert, Button } from 'antd';

interface LoadFailedAlertProps {
  /** What could not be loaded, in the screen's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** In place of a list whose first load failed: the reason and a Retry that asks again. */
export function LoadFailedAlert({ message, retryLabel, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={<Button onClick={onRetry}>{retryLabel}</Button>}
    />
  );
}
