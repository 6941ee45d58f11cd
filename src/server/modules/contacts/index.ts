// The contacts module as other modules see it: import from here, never from its files.
export { contactsResolvers } from './contacts.resolvers';
