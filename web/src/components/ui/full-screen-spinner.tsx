import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the sign-in status or a screen's code is loading. */
export function FullScreenSpinner() {
  return (
    <Center role="status" aria-label="Loading" minH="100dvh" w="full">
      <Spinner size="xl" color="teal.700" borderWidth="3px" />
    </Center>
  );
}
