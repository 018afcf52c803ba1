/** The components other features render: the only way in besides index.ts. */
export { SearchSuggestions } from './components/SearchSuggestions.client'
export { HomeNews } from './components/HomeNews'
