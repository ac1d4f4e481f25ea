import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Box } from '@mantine/core';
import { Footer } from '../components/Footer';
import { PageLoader } from '../components/PageLoader';
import { useReseller } from '../lib/reseller';

/** Public pages: the screen, then the reseller's footer. */
export function PublicLayout() {
  const reseller = useReseller();
  const navigation = useNavigation();
  return (
    <Box bg="gray.0" className="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>{navigation.state === 'loading' ? <PageLoader /> : <Outlet />}</Suspense>
      </Box>
      {reseller.data && <Footer reseller={reseller.data} />}
    </Box>
  );
}
