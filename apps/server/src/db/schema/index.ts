export * from './enums';
export * from './auth';
export * from './profiles';
export * from './brands';
export * from './journeys';
export * from './activity';
export * from './updates';
export * from './business';
