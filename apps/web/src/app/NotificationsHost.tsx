import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts show (loaded by AppNotifications with the first one). */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={3000} zIndex={1000} />;
}

export default NotificationsHost;
