import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Toasts, loaded with the first one: the page's first load carries only Mantine's small notifications store
 * (`notifications.show` queues there), not the toast host, its transitions and its styles. The host shows
 * what was queued while it loaded.
 */
export function AppNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
