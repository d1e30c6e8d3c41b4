import { createContext } from 'react';

/**
 * True inside a journey whose companies are its own (the deceased's): removing one deletes it,
 * and it is not one of the person's Digital Footprints. Set by LinkedCompanies for its rows.
 */
export const OwnCompaniesContext = createContext(false);
