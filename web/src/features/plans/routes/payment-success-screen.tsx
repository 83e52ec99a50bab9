import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** /success and /upgrade-success: open to everyone (the refresh and redirect come with the plans work). */
export function PaymentSuccessScreen() {
  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Payment Successful!
        </Heading>
        <Text color="fg.muted">Thank you. Your plan is being updated.</Text>
        <Button asChild alignSelf="center">
          <RouterLink to={paths.home.getHref()}>Continue to Dashboard</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

export default PaymentSuccessScreen;
