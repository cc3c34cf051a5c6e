import englishMessages from 'ra-language-english';
import type { Messages, OwnMessages } from './da';
import type { RaMessages } from './types';

const ownEn: OwnMessages = {
  app: {
    title: 'Member area',
    appbar: {
      logged_in_as: 'Logged in as %{email}',
      logout: 'Log out',
    },
    menu: {
      home: 'Home',
    },
    login: {
      title: 'Log in',
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      email_required: 'Email is required',
      password_required: 'Password is required',
      failed: 'Login failed. Please try again shortly.',
      forgot_password: 'Forgot password?',
      reset_title: 'Reset password',
      reset_help: 'Enter your email address and we will send you a link to reset your password.',
      reset_submit: 'Send link',
      reset_sent: 'If the email address exists, we have sent a link to reset the password.',
      reset_failed: 'The link could not be sent. Please try again shortly.',
      back_to_login: 'Back to log in',
    },
    home: {
      title: 'Welcome',
      greeting: 'Welcome, %{name}',
      staff: 'You are logged in as internal staff and have access to all accounts.',
      no_accounts: 'You are not associated with any account yet.',
      accounts: 'You are associated with this account: |||| You are associated with these %{smart_count} accounts:',
      accounts_failed: 'Your accounts could not be retrieved.',
    },
    error: {
      unauthorized: 'You are not logged in',
      endpoint_not_found: 'Endpoint not found (%{endpoint})',
      cancelled: 'The request was cancelled',
      no_response: 'No response from the server. Check your connection.',
      generic: 'Something went wrong. Please contact our support if the problem persists',
    },
    notification: {
      failed: {
        retrieve: '%{entity} could not be retrieved',
        fetch: '%{entity} could not be fetched',
        add: '%{entity} could not be added',
        delete: '%{entity} could not be deleted',
        update: '%{entity} could not be updated',
        activate: '%{entity} could not be activated',
        deactivate: '%{entity} could not be deactivated',
        create: '%{entity} could not be created',
        close: '%{entity} could not be closed',
      },
      success: {
        added: '%{entity} has been added',
        updated: '%{entity} has been updated',
        deleted: '%{entity} has been deleted',
        activated: '%{entity} has been activated',
        deactivated: '%{entity} has been deactivated',
        opened: '%{entity} has been reopened',
        closed: '%{entity} has been closed',
      },
    },
    account_type: {
      1: 'Broker',
      2: 'Light advertiser',
      3: 'Premium advertiser',
      4: 'Statistics',
      5: 'Municipality',
    },
    role: {
      1: 'Administrator',
      2: 'Member',
      3: 'Read-only',
    },
    permission: {
      rentalListing: 'Rental',
      investmentListing: 'Investment properties',
      salesListing: 'Sales properties',
      officeSpaceListing: 'Office space',
      accountSettings: 'Account settings',
      accountStatistics: 'Account statistics',
      marketStatistics: 'Market statistics',
    },
  },
  resources: {
    accounts: {
      name: 'Account |||| Accounts',
      sections: {
        company: 'Company details',
        address: 'Address',
        permissions: 'Permissions',
      },
      fields: {
        id: 'ID',
        name: 'Company name',
        accountType: 'Account type',
        email: 'Email',
        ccEmail: 'Secondary emails',
        website: 'Website',
        phoneNumber: 'Phone number',
        description: 'Description',
        address: {
          streetName: 'Street name',
          streetNumber: 'Street number',
          floor: 'Floor',
          door: 'Door/side',
          zipCode: 'Zip code',
          city: 'City',
        },
        logoUrl: 'Logo',
        organization: 'Organisation',
        listingSupplier: 'Listing supplier',
        billingId: 'Invoice number',
        permissions: 'Permissions',
        userRoles: 'Your roles',
        updatedAt: 'Last updated',
      },
    },
  },
};

/*
 * ra-language-english is typed as react-admin's loose TranslationMessages (optional groups),
 * though it carries every key; tests/src/i18n.test.ts checks that at runtime.
 */
const raEn = englishMessages as RaMessages;

export const en: Messages = { ...raEn, ...ownEn };
