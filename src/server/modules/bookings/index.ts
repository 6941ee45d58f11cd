// The bookings module as other modules see it: import from here, never from its files.
export { toBookingRequest } from './bookings.mappers';
export { bookingsResolvers } from './bookings.resolvers';
export { moveBookingRequest } from './bookings.request-edit.service';
