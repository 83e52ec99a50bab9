import { createContext } from 'react';

/** True below Chakra's provider: an island inside a screen already drawn with Chakra needs no provider of its own. */
export const InsideChakra = createContext(false);
