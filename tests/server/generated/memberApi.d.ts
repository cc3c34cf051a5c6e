// Made by tests/server/openapi.test.ts from the OpenAPI document with openapi-typescript; `npx vitest run tests/server/openapi.test.ts -u` makes it anew.
export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a session (120 days at most) and answers its first token
         * @description Starts a session (120 days at most) and answers its first token. Password checks wait in a bounded queue: past the caller's share of it 429, when it is full 503, both with Retry-After.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/renew-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new token in the same session; never valid past the session's end, 120 days after its login
         * @description A new token in the same session; never valid past the session's end, 120 days after its login.
         */
        post: operations["postAuthRenewToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the token's session: that token, and every token renewed from the same login, is refused from now on
         * @description Ends the token's session: that token, and every token renewed from the same login, is refused from now on.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * With {email}: starts a reset (a mail with a single-use link to the member area's reset page; it ends the earlier links)
         * @description With {email}: starts a reset (a mail with a single-use link to the member area's reset page; it ends the earlier links). With {token, password}: completes it, which ends the user's other links and every session they have, and logs them in: the answer carries the token of a new session.
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link invites to: { token } → the e-mail, the account, the role, the expiry, and whether a user has the e-mail already
         * @description What an invitation link invites to: { token } → the e-mail, the account, the role, the expiry, and whether a user has the e-mail already. 400 for an unknown token, 409 for one that is used, withdrawn or expired (the message says which).
         */
        post: operations["postAuthInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an invitation: { token, password, name? } creates the user (verified) with the password, adds the membership with the invited role and ends the invitation; when a user has the e-mail already, the membership is added to that user and no password is needed
         * @description Accepts an invitation: { token, password, name? } creates the user (verified) with the password, adds the membership with the invited role and ends the invitation; when a user has the e-mail already, the membership is added to that user and no password is needed. A new user is logged in: the answer carries the token of a new session (as /auth/login answers it); a user who had a profile already logs in with their own password.
         */
        post: operations["postAuthInvitationAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property/accounts/associations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's accounts with their merged user roles, sorted by name; staff get every account
         * @description The caller's accounts with their merged user roles, sorted by name; staff get every account.
         */
        get: operations["getPropertyAccountsAssociations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's accounts (staff: all), a page at a time
         * @description The caller's accounts (staff: all), a page at a time.
         */
        get: operations["getAccounts"];
        put?: never;
        /**
         * Creates a company account (SPEC 2 /account/create, no role needed)
         * @description Creates a company account (SPEC 2 /account/create, no role needed). A user creates an account of type 2 (LightAdvertiser) and becomes its administrator; its permissions start from the type (NEW_ACCOUNT_PERMISSIONS). Staff create any type and may set the billing id; they are not made members (they reach every account).
         */
        post: operations["postAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Staff only: the account's type, billing id (empty removes it) and permissions, which its customers cannot set themselves
         * @description Staff only: the account's type, billing id (empty removes it) and permissions, which its customers cannot set themselves. Send the version read as If-Match.
         */
        put: operations["putAccountsByIdSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account with its settings; the ETag carries its version
         * @description One account with its settings; the ETag carries its version.
         */
        get: operations["getAccountsById"];
        /**
         * Role admin and permission accountSettings
         * @description Role admin and permission accountSettings. Send the version read as If-Match.
         */
        put: operations["putAccountsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's users with their roles there
         * @description The account's users with their roles there.
         */
        get: operations["getAccountsByIdUsers"];
        put?: never;
        /**
         * Gives a user a role in the account (role admin)
         * @description Gives a user a role in the account (role admin). One call adds one role.
         */
        post: operations["postAccountsByIdUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the roles a user holds in the account (role admin)
         * @description Sets the roles a user holds in the account (role admin). Taking the administrator role from the account's last administrator is refused.
         */
        put: operations["putAccountsByIdUsersByUserId"];
        post?: never;
        /**
         * Removes the user and all their roles from the account (role admin)
         * @description Removes the user and all their roles from the account (role admin). Removing the account's last administrator is refused.
         */
        delete: operations["deleteAccountsByIdUsersByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/closing-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * In the order 1, 3, 4, 2, 5
         * @description In the order 1, 3, 4, 2, 5.
         */
        get: operations["getClosingReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/subcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subcategories of every listing type
         * @description The subcategories of every listing type.
         */
        get: operations["getSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/usage-proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The usage proposals a listing can name
         * @description The usage proposals a listing can name.
         */
        get: operations["getUsageProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The facilities a listing can name
         * @description The facilities a listing can name.
         */
        get: operations["getFacilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/energy-labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The energy labels, best first
         * @description The energy labels, best first.
         */
        get: operations["getEnergyLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/site-announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The announcements shown now in a zone (Member: the member area)
         * @description The announcements shown now in a zone (Member: the member area).
         */
        get: operations["getSiteAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/online-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The online pages below a path, as a tree
         * @description The online pages below a path, as a tree.
         */
        get: operations["getContentOnlinePages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/online-pages/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One online page's content
         * @description One online page's content.
         */
        get: operations["getContentOnlinePagesRender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user and the accounts they are a member of
         * @description The signed-in user and the accounts they are a member of.
         */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
        /**
         * Deletes the caller's profile: the user is marked deleted (every later request with their token is refused), their account memberships and pending password resets are removed
         * @description Deletes the caller's profile: the user is marked deleted (every later request with their token is refused), their account memberships and pending password resets are removed. Refused while they are the last administrator of an account.
         */
        delete: operations["deleteUsersMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Logs the caller out everywhere: every session of theirs ends, and every token they hold (this one too) is refused from now on
         * @description Logs the caller out everywhere: every session of theirs ends, and every token they hold (this one too) is refused from now on.
         */
        delete: operations["deleteUsersMeSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds users by e-mail, for adding them to an account (role admin in accountId)
         * @description Finds users by e-mail, for adding them to an account (role admin in accountId). Answers every match, so that the caller can ask which one is meant when several share the address.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user: visible to the user themself, to staff, and to the members (any role) of an account the user belongs to, who see only the accounts they share with the user
         * @description One user: visible to the user themself, to staff, and to the members (any role) of an account the user belongs to, who see only the accounts they share with the user.
         */
        get: operations["getUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public site (for the navigation links) and the feature flags
         * @description The public site (for the navigation links) and the feature flags.
         */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The listings of the accounts the caller may reach (staff: all), in the listing types each account has the permission for
         * @description The listings of the accounts the caller may reach (staff: all), in the listing types each account has the permission for. Filters: accountId, caseNumber (case number or shown case number, in part), address (every word), status and listingType (repeatable), offMarket, promoted (true: promoted today; false: not), updatedSince (ISO 8601 time: changed at or after it, to sync by polling). Deleted listings only when asked for by status. Each row carries its current promotion (scheduled, running or ending soon), or null. `total` is exact for one account's listings filtered by status, type and off-market; with other filters it is exact up to 10,000 matches, and beyond that the database's estimate with `totalEstimated` true. A full page in a sort by a column that is never empty answers `nextCursor`: sent back as `after` (with the same sort and order), the next page starts right after this one, however deep it is; `page` is then not used.
         */
        get: operations["getListings"];
        put?: never;
        /**
         * Creates a listing in the account (role admin or member, the listing type's permission)
         * @description Creates a listing in the account (role admin or member, the listing type's permission). The body is accountId, listingType (1 rental, 2 investment, 3 sales, 4 office space), offMarket, and the fields of that type's schema (schemas/listings). A 400 names every bad field; nothing is stored. The listing starts as pending; with `activate: true` it is activated in the same transaction ('Gem og aktivér') when it meets its type's full rules (every required field, 3-10 images, at most 1 off-market), else 409 naming each field and nothing is stored. With an Idempotency-Key the listing it makes is kept with the key for a day: the same request again makes nothing and answers that listing (201, with `Idempotency-Replayed: true`); the key with another body is a 422.
         */
        post: operations["postListings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports a case system's feed into the account: a JSON array of listing bodies as POST /listings takes them (accountId may be left out), each with its case number (accountOwnerListingIdentifierID)
         * @description Imports a case system's feed into the account: a JSON array of listing bodies as POST /listings takes them (accountId may be left out), each with its case number (accountOwnerListingIdentifierID). Each row is upserted by its case number as PUT /listings/by-case-number does, on its own: a refused row stores nothing and stops no other. The answer counts the outcomes and gives each row its outcome (created, updated, unchanged, refused) with the Danish message and the fields of a refusal. `mode=full`: the feed is all the case system has, so the account's active and inactive listings with a case number the feed does not name are closed (closing reason 2, "Afmeldt af anden årsag"). The feed may be CSV instead (Content-Type: text/csv, UTF-8, BOM optional): a header row of the schema field names (object fields as `address.id`), ';' or ',' separated, one listing per line; Danish or plain numbers, ja/nej, lists of keys separated by '|', image URLs by '|' or spaces, an empty cell is an absent field (docs/import.md). A file that cannot be read (an unterminated quote, more cells than the header, an unknown column) is one 400 naming the line. The answer is sent as each row is settled (chunked, uncompressed; the counts and `closed` come after the rows), so a feed of 10,000 listings that takes minutes keeps its connection busy the whole time.
         */
        post: operations["postListingsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listing with every field and its images; the ETag carries its version
         * @description One listing with every field and its images; the ETag carries its version.
         */
        get: operations["getListingsById"];
        /**
         * Replaces the listing's form fields and images (role admin or member, the listing type's permission)
         * @description Replaces the listing's form fields and images (role admin or member, the listing type's permission). Type, variant and account stay. Send the version read as If-Match. A 400 names every bad field; nothing is stored. With `activate: true` the listing is also activated in the same transaction ('Gem og aktivér'): where its status allows it (pending, inactive) and the listing meets its type's full rules, else 409 and nothing is stored. An active listing must go on meeting them: an edit that would not is a 409 naming each field.
         */
        put: operations["putListingsById"];
        post?: never;
        /**
         * Deletes a listing (status deleted, final; it leaves the index unless asked for by status)
         * @description Deletes a listing (status deleted, final; it leaves the index unless asked for by status). Roles admin, member; a quarantined listing only by staff. Send the version read as If-Match.
         */
        delete: operations["deleteListingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/by-case-number/{caseNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Creates the account's listing with this case number (accountOwnerListingIdentifierID), or replaces the one it has, for a case system that pushes its listings
         * @description Creates the account's listing with this case number (accountOwnerListingIdentifierID), or replaces the one it has, for a case system that pushes its listings. The body is that of POST /listings; its case number, if given, must be the path's. Answers 201 and `created` for a new listing; 200 and `updated`, or `unchanged` when the body changes nothing (the version stays, so the same request can be repeated safely). No If-Match: the case number names the listing. `images` says of each image whether it was fetched from its URL now or the listing had it already (not fetched again). With `activate: true` a listing not yet active is activated in the same transaction, or nothing is stored. 409 when the case number belongs to a listing of another type or variant, to one that can no longer be changed, or to several listings, and when a listing to activate, or an active one, would not meet its type's full rules (naming each field).
         */
        put: operations["putListingsByCaseNumberByCaseNumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Addresses matching q (at least 2 characters), at most limit (default and max 100)
         * @description Addresses matching q (at least 2 characters), at most limit (default and max 100).
         */
        get: operations["getAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One address from the national address register, by its id
         * @description One address from the national address register, by its id.
         */
        get: operations["getAddressesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a listing image (JPEG, PNG or WebP as the body; role admin or member in accountId)
         * @description Uploads a listing image (JPEG, PNG or WebP as the body; role admin or member in accountId). Landscape, at least 800x600, at most 50 megapixels. The same file gets the same URL and content hash.
         */
        post: operations["postImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/images/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetches an image by URL (public internet addresses only) and checks it as an upload is checked; the listing keeps the URL
         * @description Fetches an image by URL (public internet addresses only) and checks it as an upload is checked; the listing keeps the URL. Every failed fetch gets the same message.
         */
        post: operations["postImagesUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's favourites, newest first
         * @description The caller's favourites, newest first.
         */
        get: operations["getFavorites"];
        put?: never;
        /**
         * Marks an active listing as a favourite (201; 200 when it already was) and counts the listing action "favorite"
         * @description Marks an active listing as a favourite (201; 200 when it already was) and counts the listing action "favorite".
         */
        post: operations["postFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favorites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One favourite by its listing id
         * @description One favourite by its listing id.
         */
        get: operations["getFavoritesById"];
        put?: never;
        post?: never;
        /**
         * Removes the favourite of the listing with this id
         * @description Removes the favourite of the listing with this id.
         */
        delete: operations["deleteFavoritesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/searchagents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's search agents
         * @description The caller's search agents.
         */
        get: operations["getSearchagents"];
        put?: never;
        /**
         * Creates a search agent; it mails listings that are new or changed from now on
         * @description Creates a search agent; it mails listings that are new or changed from now on. Tracks search agent action 1.
         */
        post: operations["postSearchagents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/searchagents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's search agents with its match count
         * @description One of the caller's search agents with its match count.
         */
        get: operations["getSearchagentsById"];
        /**
         * Changes a search agent
         * @description Changes a search agent. Send the version read as If-Match. Tracks search agent action 2.
         */
        put: operations["putSearchagentsById"];
        post?: never;
        /**
         * Deletes a search agent
         * @description Deletes a search agent. Send the version read as If-Match. Tracks search agent action 3.
         */
        delete: operations["deleteSearchagentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many active search agents match the listing (its type, area, floor area, price or rent and facilities), whatever the listing's state, and how many search-agent mails it has gone out in
         * @description How many active search agents match the listing (its type, area, floor area, price or rent and facilities), whatever the listing's state, and how many search-agent mails it has gone out in. Any role in the listing's account and the permission of its type.
         */
        get: operations["getListingsByIdDemand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/postal-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every Danish postal code with its city, municipality and region, by zip code
         * @description Every Danish postal code with its city, municipality and region, by zip code.
         */
        get: operations["getPostalAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every municipality with its code and region, by name
         * @description Every municipality with its code and region, by name.
         */
        get: operations["getMunicipalities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every site announcement, also those outside their active period (staff)
         * @description Every site announcement, also those outside their active period (staff).
         */
        get: operations["getAnnouncements"];
        put?: never;
        /**
         * Creates a site announcement
         * @description Creates a site announcement.
         */
        post: operations["postAnnouncements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One site announcement; the ETag carries its version
         * @description One site announcement; the ETag carries its version.
         */
        get: operations["getAnnouncementsById"];
        /**
         * Send the version read as If-Match
         * @description Send the version read as If-Match.
         */
        put: operations["putAnnouncementsById"];
        post?: never;
        /**
         * Send the version read as If-Match
         * @description Send the version read as If-Match.
         */
        delete: operations["deleteAnnouncementsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cms-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every CMS page, online or not; sorted by path, the list reads as the tree (staff)
         * @description Every CMS page, online or not; sorted by path, the list reads as the tree (staff).
         */
        get: operations["getCmsPages"];
        put?: never;
        /**
         * Creates a page under its parent (none: a new root); its path is the parent's path and its path segment
         * @description Creates a page under its parent (none: a new root); its path is the parent's path and its path segment.
         */
        post: operations["postCmsPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cms-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cms page; the ETag carries its version
         * @description One cms page; the ETag carries its version.
         */
        get: operations["getCmsPagesById"];
        /**
         * A new parent or path segment moves the page and the pages under it
         * @description A new parent or path segment moves the page and the pages under it. Send the version read as If-Match.
         */
        put: operations["putCmsPagesById"];
        post?: never;
        /**
         * Deletes the page and the pages under it
         * @description Deletes the page and the pages under it. Send the version read as If-Match.
         */
        delete: operations["deleteCmsPagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/outbox-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mail outbox, newest first by default (staff): what was and will be mailed
         * @description The mail outbox, newest first by default (staff): what was and will be mailed.
         */
        get: operations["getOutboxMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/outbox-mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One mail of the outbox with its text and sending state (staff)
         * @description One mail of the outbox with its text and sending state (staff).
         */
        get: operations["getOutboxMailsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/job-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failed attempts of background jobs (search agents, the mail outbox, pruning), newest first, with their error (staff)
         * @description Failed attempts of background jobs (search agents, the mail outbox, pruning), newest first, with their error (staff).
         */
        get: operations["getJobFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's visits, leads, conversion rate, promoted impressions and clicks and favourites from `from` to `to` (days, both included, at most two years), by day, ISO week or month, and the same for the period of the same length just before it
         * @description A listing's visits, leads, conversion rate, promoted impressions and clicks and favourites from `from` to `to` (days, both included, at most two years), by day, ISO week or month, and the same for the period of the same length just before it. Any role in the listing's account and the permission of its type.
         */
        get: operations["getListingsByIdStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/benchmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing against its market: its price (per m² where its type says so), visits and leads per week (last four weeks) and days on market against the quartiles of comparable active listings of every account (same type and subcategory, half to twice its floor area, in its postal area when that has five, else in its municipality; at most 200, the closest in floor area)
         * @description A listing against its market: its price (per m² where its type says so), visits and leads per week (last four weeks) and days on market against the quartiles of comparable active listings of every account (same type and subcategory, half to twice its floor area, in its postal area when that has five, else in its municipality; at most 200, the closest in floor area). No figures from fewer than five comparables, and never one of them. Whoever may read the listing's statistics.
         */
        get: operations["getListingsByIdBenchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's statistics over all its listings, and per listing, for a period and the one before it (as for a listing)
         * @description The account's statistics over all its listings, and per listing, for a period and the one before it (as for a listing). Any role in the account and the permission accountStatistics.
         */
        get: operations["getAccountsByIdStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/market-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The market from month `from` to month `to` (YYYY-MM, at most 36 months), optionally of one listing type and one region: supply (listings active at some moment of each month and their floor area, by type and municipality), turnover (listings closed as concluded, and their floor area, by type and month) and demand (visits and leads by type and month)
         * @description The market from month `from` to month `to` (YYYY-MM, at most 36 months), optionally of one listing type and one region: supply (listings active at some moment of each month and their floor area, by type and municipality), turnover (listings closed as concluded, and their floor area, by type and month) and demand (visits and leads by type and month). The active account (X-Account-Id) needs the permission marketStatistics.
         */
        get: operations["getMarketStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/promotion-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promotion products on sale, in their order: period in days, price per period in øre excluding VAT, renewal discount
         * @description The promotion products on sale, in their order: period in days, price per period in øre excluding VAT, renewal discount.
         */
        get: operations["getPromotionProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The listing's promotion: its state today (none, scheduled, running, endingSoon, ended, cancelled), the actions open now, the current (latest) promotion with its records, and the earlier ones
         * @description The listing's promotion: its state today (none, scheduled, running, endingSoon, ended, cancelled), the actions open now, the current (latest) promotion with its records, and the earlier ones. The ETag carries the current promotion's version.
         */
        get: operations["getListingsByIdPromotion"];
        /**
         * Before the start: a new period and image: { periods, imageUrl, productId?, startDate? }
         * @description Before the start: a new period and image: { periods, imageUrl, productId?, startDate? }. The product and the start date cannot change (409 naming the rule). Send the version read as If-Match.
         */
        put: operations["putListingsByIdPromotion"];
        /**
         * Orders a promotion: { productId, startDate (YYYY-MM-DD, today or later; today starts at once), periods, imageUrl (one of the listing's images) }
         * @description Orders a promotion: { productId, startDate (YYYY-MM-DD, today or later; today starts at once), periods, imageUrl (one of the listing's images) }. 409 when the listing already has a current promotion or cannot be promoted; 400 names each bad field.
         */
        post: operations["postListingsByIdPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/promotion/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Before the end date: { periods, productId? } more periods of the same product (only the active product can be renewed), with its renewal discount, from the day after the end date
         * @description Before the end date: { periods, productId? } more periods of the same product (only the active product can be renewed), with its renewal discount, from the day after the end date. Send the version read as If-Match.
         */
        post: operations["postListingsByIdPromotionRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/promotion/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the promotion at once: { acceptForfeit: true } accepts that the rest of the period is forfeited without refund
         * @description Ends the promotion at once: { acceptForfeit: true } accepts that the rest of the period is forfeited without refund. Send the version read as If-Match.
         */
        post: operations["postListingsByIdPromotionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/promotion-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's promotion orders, changes, renewals and cancellations, newest first, a page at a time: product, period, list price, discount, price without VAT, VAT, price with VAT and billing id; `sums` totals every record
         * @description The account's promotion orders, changes, renewals and cancellations, newest first, a page at a time: product, period, list price, discount, price without VAT, VAT, price with VAT and billing id; `sums` totals every record.
         */
        get: operations["getAccountsByIdPromotionOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/promotion-orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every promotion record of the account as CSV: UTF-8 with a BOM, ';' separated, Danish headers, amounts in kroner
         * @description Every promotion record of the account as CSV: UTF-8 with a BOM, ';' separated, Danish headers, amounts in kroner.
         */
        get: operations["getAccountsByIdPromotionOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a pending or inactive listing (roles admin, member); 409 naming each field when the listing does not meet its type's full rules (every required field, 3-10 images, at most 1 off-market)
         * @description Publishes a pending or inactive listing (roles admin, member); 409 naming each field when the listing does not meet its type's full rules (every required field, 3-10 images, at most 1 off-market). Send the version read as If-Match.
         */
        post: operations["postListingsByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes an active listing off the public site for a while (roles admin, member)
         * @description Takes an active listing off the public site for a while (roles admin, member). Send the version read as If-Match.
         */
        post: operations["postListingsByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Genaktiver': makes a closed listing active again; clears the closing reason and closedSince
         * @description 'Genaktiver': makes a closed listing active again; clears the closing reason and closedSince. 409 naming each field when the listing does not meet its type's full rules. Send the version read as If-Match.
         */
        post: operations["postListingsByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archives a closed listing: kept for the record and statistics, never published again
         * @description Archives a closed listing: kept for the record and statistics, never published again. Send the version read as If-Match.
         */
        post: operations["postListingsByIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/quarantine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only: puts a pending, active or inactive listing in quarantine
         * @description Staff only: puts a pending, active or inactive listing in quarantine. Send the version read as If-Match.
         */
        post: operations["postListingsByIdQuarantine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only: lifts the quarantine; the listing becomes inactive
         * @description Staff only: lifts the quarantine; the listing becomes inactive. Send the version read as If-Match.
         */
        post: operations["postListingsByIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes (afmelder) a pending, active or inactive listing with a closing reason (1, 3, 4, 2, 5) and an optional text; sets closedSince
         * @description Closes (afmelder) a pending, active or inactive listing with a closing reason (1, 3, 4, 2, 5) and an optional text; sets closedSince. A pending listing is closed without ever being published.
         */
        post: operations["postListingsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/reclose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the closing reason and text of a closed listing; closedSince stays
         * @description Changes the closing reason and text of a closed listing; closedSince stays.
         */
        post: operations["postListingsByIdReclose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies the listing into a new pending listing in the same account, with its fields and images; keepCaseNumber false leaves the case numbers out
         * @description Copies the listing into a new pending listing in the same account, with its fields and images; keepCaseNumber false leaves the case numbers out. Roles admin, member and read-only (SPEC 2, 6).
         */
        post: operations["postListingsByIdCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activates, deactivates, closes (one closing reason) or deletes the selected listings, each with the version read
         * @description Activates, deactivates, closes (one closing reason) or deletes the selected listings, each with the version read. Each row is done on its own and answered: { id, ok, status, version } or { id, ok: false, error }.
         */
        post: operations["postListingsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/confirm-current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Bekræft aktuel': records that the selected active listings are still current (confirmedCurrentAt), which starts their freshness clock anew
         * @description 'Bekræft aktuel': records that the selected active listings are still current (confirmedCurrentAt), which starts their freshness clock anew. Roles admin, member in each listing's account. Each row is done on its own and answered: { id, ok, status, version } or { id, ok: false, error }.
         */
        post: operations["postListingsConfirmCurrent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every listing matching GET /listings' filters (not only a page) as CSV: UTF-8 with a BOM, ';' separated, Danish headers
         * @description Every listing matching GET /listings' filters (not only a page) as CSV: UTF-8 with a BOM, ';' separated, Danish headers. With `ids` (repeatable, at most 500), only those of them: the rows selected in the index.
         */
        get: operations["getListingsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listings/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The listing's history from the audit log: who changed what and when, newest first; actorIsStaff when staff acted
         * @description The listing's history from the audit log: who changed what and when, newest first; actorIsStaff when staff acted.
         */
        get: operations["getListingsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's open invitations (not accepted nor withdrawn; `expired` once the link has run out)
         * @description The account's open invitations (not accepted nor withdrawn; `expired` once the link has run out). Any role.
         */
        get: operations["getAccountsByIdInvitations"];
        put?: never;
        /**
         * Invites an e-mail that no user has into the account with a role (role admin): mails a single-use link to /invitation, valid 7 days
         * @description Invites an e-mail that no user has into the account with a role (role admin): mails a single-use link to /invitation, valid 7 days. 409 when a user has the e-mail (add them instead) or an invitation to it is still open.
         */
        post: operations["postAccountsByIdInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraws an open invitation (role admin): its link stops working
         * @description Withdraws an open invitation (role admin): its link stops working.
         */
        delete: operations["deleteAccountsByIdInvitationsByInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved views of the listing index, by name
         * @description The caller's saved views of the listing index, by name.
         */
        get: operations["getListingViews"];
        put?: never;
        /**
         * Saves a view for the caller: a name (1-60 characters, not one they already have: 409), the filters (without the account: a view applies to the active account), the sort and order, and the columns shown
         * @description Saves a view for the caller: a name (1-60 characters, not one they already have: 409), the filters (without the account: a view applies to the active account), the sort and order, and the columns shown. At most 50 a user (409).
         */
        post: operations["postListingViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one of the caller's views
         * @description Removes one of the caller's views.
         */
        delete: operations["deleteListingViewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's API keys, revoked ones too, newest first (role admin; staff for any account)
         * @description The account's API keys, revoked ones too, newest first (role admin; staff for any account). The keys themselves are never shown again.
         */
        get: operations["getAccountsByIdApiKeys"];
        put?: never;
        /**
         * Creates an API key for the account (role admin): `key` (`ma_live_…`) is in this answer only, the server keeps its SHA-256
         * @description Creates an API key for the account (role admin): `key` (`ma_live_…`) is in this answer only, the server keeps its SHA-256. Sent as `Authorization: Bearer <key>`, it acts for this account only, with its role: 2 (Bruger: read and write listings) or 3 (read-only). A key cannot manage keys, users, invitations or the account, and has no profile, favourites or search agents.
         */
        post: operations["postAccountsByIdApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes the key (role admin; staff for any account): from the next request on it is refused with 401
         * @description Revokes the key (role admin; staff for any account): from the next request on it is refused with 401. The key stays listed as revoked.
         */
        delete: operations["deleteAccountsByIdApiKeysByKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{id}/api-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's API log, newest first (role admin; staff for any account): every request made with one of its API keys and every feed import, with the key, method, path, status, duration and the error message, for 90 days
         * @description The account's API log, newest first (role admin; staff for any account): every request made with one of its API keys and every feed import, with the key, method, path, status, duration and the error message, for 90 days. Filters: status (2, 4 or 5: the answers of that class) and apiKeyId.
         */
        get: operations["getAccountsByIdApiLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One event as {rawData: base64 of the event JSON}
         * @description One event as {rawData: base64 of the event JSON}.
         */
        post: operations["postTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Lejemål */
        NewRentalListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Lejemål, off-market */
        NewRentalOffMarketListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering */
        NewInvestmentListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering, off-market */
        NewInvestmentOffMarketListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg */
        NewSalesListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg, off-market */
        NewSalesOffMarketListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Kontorfællesskab */
        NewOfficespaceListingInput: {
            /** @description The account the listing belongs to. */
            accountId: number;
            /**
             * @description 4 = Kontorfællesskab
             * @constant
             */
            listingType: 4;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /**
             * Faste pladser
             * @default false
             */
            fixedSeating?: boolean;
            /**
             * Flekspladser
             * @default false
             */
            flexibleSeating?: boolean;
            /**
             * Egne kontorer
             * @default false
             */
            officeSeating?: boolean;
            /** Pladser fra */
            seatsMin: number;
            /** Pladser til */
            seatsMax: number;
            /** Pris fra */
            priceMin: number;
            /** Pris til */
            priceMax: number;
            /** Areal fra */
            sqMMin: number;
            /** Areal til */
            sqMMax: number;
            /** Åbningstider */
            openingHours?: string;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Lejemål */
        ImportedRentalListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Lejemål, off-market */
        ImportedRentalOffMarketListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering */
        ImportedInvestmentListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering, off-market */
        ImportedInvestmentOffMarketListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg */
        ImportedSalesListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg, off-market */
        ImportedSalesOffMarketListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket: true;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Kontorfællesskab */
        ImportedOfficespaceListingInput: {
            /** @description The import's account, if given. */
            accountId?: number;
            /**
             * @description 4 = Kontorfællesskab
             * @constant
             */
            listingType: 4;
            /** @constant */
            offMarket?: false;
            /** Sagsnummer */
            accountOwnerListingIdentifierID: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /**
             * Faste pladser
             * @default false
             */
            fixedSeating?: boolean;
            /**
             * Flekspladser
             * @default false
             */
            flexibleSeating?: boolean;
            /**
             * Egne kontorer
             * @default false
             */
            officeSeating?: boolean;
            /** Pladser fra */
            seatsMin: number;
            /** Pladser til */
            seatsMax: number;
            /** Pris fra */
            priceMin: number;
            /** Pris til */
            priceMax: number;
            /** Areal fra */
            sqMMin: number;
            /** Areal til */
            sqMMax: number;
            /** Åbningstider */
            openingHours?: string;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Lejemål */
        EditedRentalListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Lejemål, off-market */
        EditedRentalOffMarketListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering */
        EditedInvestmentListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Investering, off-market */
        EditedInvestmentOffMarketListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg */
        EditedSalesListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Salg, off-market */
        EditedSalesOffMarketListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        /** Kontorfællesskab */
        EditedOfficespaceListingInput: {
            /** Sagsnummer */
            accountOwnerListingIdentifierID?: string;
            /** Vist sagsnummer */
            shownAccountOwnerListingIdentifierID?: string;
            /** Titel */
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /** Energimærker */
            energyLabels?: string[];
            /** Faciliteter */
            facilities?: string[];
            /** Anvendelsesforslag */
            usageProposals?: string[];
            /** Sekundære anvendelsesforslag */
            secondaryUsageProposals?: string[];
            /** Etageareal */
            floorArea: number;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /** Link til annoncen */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /** Kontaktpersonens e-mail */
            contactEmail: string;
            /**
             * Billeder
             * @default []
             */
            images?: {
                url: string;
            }[];
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /**
             * Faste pladser
             * @default false
             */
            fixedSeating?: boolean;
            /**
             * Flekspladser
             * @default false
             */
            flexibleSeating?: boolean;
            /**
             * Egne kontorer
             * @default false
             */
            officeSeating?: boolean;
            /** Pladser fra */
            seatsMin: number;
            /** Pladser til */
            seatsMax: number;
            /** Pris fra */
            priceMin: number;
            /** Pris til */
            priceMax: number;
            /** Areal fra */
            sqMMin: number;
            /** Areal til */
            sqMMax: number;
            /** Åbningstider */
            openingHours?: string;
            /** @description 'Gem og aktivér': activates the listing in the same transaction, where its status allows it. */
            activate?: boolean;
        };
        CmsPage: {
            id: number;
            pathNode: string;
            title: string;
            children: components["schemas"]["CmsPage"][];
        };
        /** Lejemål */
        RentalListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket: false;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Lejemål, off-market */
        RentalOffMarketListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Årlig leje */
            yearlyRent: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            /** Afståelsespris */
            compensation?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 1 = Lejemål
             * @constant
             */
            listingType: 1;
            /** @constant */
            offMarket: true;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Investering */
        InvestmentListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /**
             * Afkast
             * @description Computed by the server.
             */
            returnPercent?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket: false;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Investering, off-market */
        InvestmentOffMarketListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlig lejeindtægt */
            yearlyRentalIncome: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost: number;
            /**
             * Afkast
             * @description Computed by the server.
             */
            returnPercent?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 2 = Investering
             * @constant
             */
            listingType: 2;
            /** @constant */
            offMarket: true;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Salg */
        SalesListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket: false;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Salg, off-market */
        SalesOffMarketListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /** Salgspris */
            salesPrice: number;
            /** Årlige driftsudgifter */
            yearlyOperatingCost?: number;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 3 = Salg
             * @constant
             */
            listingType: 3;
            /** @constant */
            offMarket: true;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** Kontorfællesskab */
        OfficespaceListing: {
            accountOwnerListingIdentifierID: string | null;
            shownAccountOwnerListingIdentifierID: string | null;
            title: string;
            /** Blikfang */
            flashline: string;
            /** Beskrivelse */
            description: string;
            /** Vilkår */
            terms?: string;
            /** Adresse */
            address: {
                id: string;
                streetName: string;
                streetNumber: string;
                floor?: string;
                door?: string;
                zipCode: string;
                city: string;
                latitude?: number;
                longitude?: number;
            };
            /** Annonceret adresse */
            advertisedAddress?: {
                /** Annonceret vejnavn */
                streetName: string;
                /** Annonceret husnummer */
                streetNumber: string;
                /** Annonceret etage */
                floor?: string;
            };
            /** Kategori */
            listingtypeSubcategory: string;
            /**
             * Energimærker
             * @default []
             */
            energyLabels?: string[];
            /**
             * Faciliteter
             * @default []
             */
            facilities?: string[];
            /**
             * Anvendelsesforslag
             * @default []
             */
            usageProposals?: string[];
            /**
             * Sekundære anvendelsesforslag
             * @default []
             */
            secondaryUsageProposals?: string[];
            floorArea: number | null;
            /** Sekundært areal */
            secondaryArea?: number;
            /** Grundareal */
            groundArea?: number;
            /** Opførelsesår */
            constructionYear?: number;
            /**
             * Link til annoncen
             * Format: uri
             */
            externalListingURL?: string;
            /** Kontaktperson */
            contactName: string;
            /** Kontaktpersonens telefon */
            contactPhone: string;
            /**
             * Kontaktpersonens e-mail
             * Format: email
             */
            contactEmail: string;
            /**
             * Projekt
             * @default false
             */
            project?: boolean;
            /**
             * Udbud
             * @default false
             */
            tenderProcedure?: boolean;
            /**
             * Afskrivningsberettiget
             * @default false
             */
            depreciation?: boolean;
            /**
             * Udskudt skat
             * @default false
             */
            deferredTax?: boolean;
            /**
             * Momspligtig
             * @default false
             */
            valueAddedTax?: boolean;
            /**
             * Selskabshandel
             * @default false
             */
            companySale?: boolean;
            /**
             * Salg med tilbageleje
             * @default false
             */
            saleAndLeaseBack?: boolean;
            /**
             * Faste pladser
             * @default false
             */
            fixedSeating?: boolean;
            /**
             * Flekspladser
             * @default false
             */
            flexibleSeating?: boolean;
            /**
             * Egne kontorer
             * @default false
             */
            officeSeating?: boolean;
            /** Pladser fra */
            seatsMin: number;
            /** Pladser til */
            seatsMax: number;
            /** Pris fra */
            priceMin: number;
            /** Pris til */
            priceMax: number;
            /** Areal fra */
            sqMMin: number;
            /** Areal til */
            sqMMax: number;
            /** Åbningstider */
            openingHours?: string;
            id: number;
            accountId: number;
            accountName: string;
            /**
             * @description 4 = Kontorfællesskab
             * @constant
             */
            listingType: 4;
            /** @constant */
            offMarket: false;
            /**
             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            addressText: string;
            zipCode: string | null;
            city: string | null;
            price: number | null;
            visits: number;
            leads: number;
            conversionRate: number;
            qualityScore: number | null;
            closedSince: string | null;
            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
            closingReasonText: string | null;
            confirmedCurrentAt: string | null;
            publicUrl: string;
            copiedFromId: number | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            images: {
                id: number;
                url: string;
                width: number | null;
                height: number | null;
                position: number;
            }[];
            qualityFixes?: {
                /** @enum {string} */
                code: "field" | "images" | "imageSize" | "descriptionLength" | "descriptionParagraphs" | "energyLabel" | "contact" | "advertisedAddress" | "price";
                gain: number;
                text: string;
                field?: string;
                count?: number;
            }[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** E-mail */
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The signed token (JWT) as text */
            200: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAuthRenewToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The signed token (JWT) as text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** E-mail */
                    email: string;
                } | {
                    /** Token */
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description Completing a reset: the first token of a new session (as /login's), unless the user's address is not verified */
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAuthInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitation: {
                            email: string;
                            accountName: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            expiresAt: string;
                            existingUser: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAuthInvitationAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Token */
                    token: string;
                    /** Navn */
                    name?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPropertyAccountsAssociations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            id: number;
                            name: string;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccounts: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "name" | "id" | "accountType";
                order?: "ASC" | "DESC";
                q?: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            id: number;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            name: string;
                            email: string;
                            ccEmail: string[];
                            website: string | null;
                            phoneNumber: string | null;
                            description: string | null;
                            address: {
                                streetName: string;
                                streetNumber: string;
                                floor: string | null;
                                door: string | null;
                                zipCode: string;
                                city: string;
                            };
                            logoUrl: string | null;
                            organization: string | null;
                            listingSupplier: string | null;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                            version: number;
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Firmanavn */
                    name: string;
                    /** E-mail */
                    email: string;
                    /** @default [] */
                    ccEmail?: string[];
                    /** Hjemmeside */
                    website?: string;
                    /** Telefonnummer */
                    phoneNumber?: string;
                    /** Beskrivelse */
                    description?: string;
                    address: {
                        /** Vejnavn */
                        streetName: string;
                        /** Husnummer */
                        streetNumber: string;
                        /** Etage */
                        floor?: string;
                        /** Dør/side */
                        door?: string;
                        /** Postnummer */
                        zipCode: string;
                        /** By */
                        city: string;
                    };
                    /** Logo */
                    logoUrl?: string;
                    /** Organisation */
                    organization?: string;
                    /**
                     * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                     * @enum {number}
                     */
                    accountType: 1 | 2 | 3 | 4 | 5;
                    /** Fakturanummer */
                    billingId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: number;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            name: string;
                            email: string;
                            ccEmail: string[];
                            website: string | null;
                            phoneNumber: string | null;
                            description: string | null;
                            address: {
                                streetName: string;
                                streetNumber: string;
                                floor: string | null;
                                door: string | null;
                                zipCode: string;
                                city: string;
                            };
                            logoUrl: string | null;
                            organization: string | null;
                            listingSupplier: string | null;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                            version: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAccountsByIdSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                     * @enum {number}
                     */
                    accountType: 1 | 2 | 3 | 4 | 5;
                    /** Fakturanummer */
                    billingId?: string;
                    permissions: {
                        rentalListing: boolean;
                        investmentListing: boolean;
                        salesListing: boolean;
                        officeSpaceListing: boolean;
                        accountSettings: boolean;
                        accountStatistics: boolean;
                        marketStatistics: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: number;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            name: string;
                            email: string;
                            ccEmail: string[];
                            website: string | null;
                            phoneNumber: string | null;
                            description: string | null;
                            address: {
                                streetName: string;
                                streetNumber: string;
                                floor: string | null;
                                door: string | null;
                                zipCode: string;
                                city: string;
                            };
                            logoUrl: string | null;
                            organization: string | null;
                            listingSupplier: string | null;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                            version: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: number;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            name: string;
                            email: string;
                            ccEmail: string[];
                            website: string | null;
                            phoneNumber: string | null;
                            description: string | null;
                            address: {
                                streetName: string;
                                streetNumber: string;
                                floor: string | null;
                                door: string | null;
                                zipCode: string;
                                city: string;
                            };
                            logoUrl: string | null;
                            organization: string | null;
                            listingSupplier: string | null;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                            version: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAccountsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Firmanavn */
                    name: string;
                    /** E-mail */
                    email: string;
                    /** @default [] */
                    ccEmail?: string[];
                    /** Hjemmeside */
                    website?: string;
                    /** Telefonnummer */
                    phoneNumber?: string;
                    /** Beskrivelse */
                    description?: string;
                    address: {
                        /** Vejnavn */
                        streetName: string;
                        /** Husnummer */
                        streetNumber: string;
                        /** Etage */
                        floor?: string;
                        /** Dør/side */
                        door?: string;
                        /** Postnummer */
                        zipCode: string;
                        /** By */
                        city: string;
                    };
                    /** Logo */
                    logoUrl?: string;
                    /** Organisation */
                    organization?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: number;
                            /**
                             * @description Kontotype: 1 = Mægler, 2 = Light-annoncør, 3 = Premium-annoncør, 4 = Statistik, 5 = Kommune.
                             * @enum {integer}
                             */
                            accountType: 1 | 2 | 3 | 4 | 5;
                            name: string;
                            email: string;
                            ccEmail: string[];
                            website: string | null;
                            phoneNumber: string | null;
                            description: string | null;
                            address: {
                                streetName: string;
                                streetNumber: string;
                                floor: string | null;
                                door: string | null;
                                zipCode: string;
                                city: string;
                            };
                            logoUrl: string | null;
                            organization: string | null;
                            listingSupplier: string | null;
                            billingId: string | null;
                            permissions: {
                                rentalListing: boolean;
                                investmentListing: boolean;
                                salesListing: boolean;
                                officeSpaceListing: boolean;
                                accountSettings: boolean;
                                accountStatistics: boolean;
                                marketStatistics: boolean;
                            };
                            userRoles: (1 | 2 | 3)[];
                            version: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            name: string | null;
                            email: string;
                            roles: number[];
                            unregistered: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAccountsByIdUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                     * @enum {number}
                     */
                    accountRole: 1 | 2 | 3;
                    userID: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            name: string | null;
                            email: string;
                            roles: number[];
                            unregistered: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAccountsByIdUsersByUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: (1 | 2 | 3)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            name: string | null;
                            email: string;
                            roles: number[];
                            unregistered: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccountsByIdUsersByUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            userId: number;
                            name: string | null;
                            email: string;
                            roles: number[];
                            unregistered: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getClosingReasons: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closingReasons: {
                            id: number;
                            key: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSubcategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subcategories: {
                            id: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            key: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUsageProposals: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usageProposals: {
                            id: number;
                            key: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFacilities: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        facilities: {
                            id: number;
                            key: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getEnergyLabels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        energyLabels: {
                            id: number;
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSiteAnnouncements: {
        parameters: {
            query?: {
                zone?: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteAnnouncements: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getContentOnlinePages: {
        parameters: {
            query: {
                path: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        children: components["schemas"]["CmsPage"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getContentOnlinePagesRender: {
        parameters: {
            query: {
                path: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        path: string;
                        title: string;
                        content: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            authId: string;
                            email: string;
                            name: string | null;
                            accounts: {
                                id: number;
                                name: string;
                                roles: number[];
                            }[];
                            isStaff: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteUsersMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteUsersMeSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query: {
                email: string;
                accountId: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: number;
                            email: string;
                            name: string | null;
                            unregistered: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            authId: string;
                            email: string;
                            name: string | null;
                            accounts: {
                                id: number;
                                name: string;
                                roles: number[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicSiteUrl: string;
                        features: {
                            offMarketCreate: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListings: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "updatedAt" | "createdAt" | "id" | "title" | "status" | "listingType" | "accountOwnerListingIdentifierID" | "addressText" | "visits" | "leads" | "price" | "floorArea" | "qualityScore";
                order?: "ASC" | "DESC";
                accountId?: number;
                caseNumber?: string;
                address?: string;
                status?: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                listingType?: (1 | 2 | 3 | 4)[];
                offMarket?: "true" | "false";
                updatedSince?: string;
                qualityBelow?: number;
                promoted?: "true" | "false";
                after?: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listings: {
                            id: number;
                            accountId: number;
                            accountName: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            offMarket: boolean;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            accountOwnerListingIdentifierID: string | null;
                            shownAccountOwnerListingIdentifierID: string | null;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            visits: number;
                            leads: number;
                            conversionRate: number;
                            qualityScore: number | null;
                            closedSince: string | null;
                            closingReasonId: (1 | 2 | 3 | 4 | 5) | null;
                            closingReasonText: string | null;
                            confirmedCurrentAt: string | null;
                            publicUrl: string;
                            copiedFromId: number | null;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            coverImageUrl: string | null;
                            promotion: {
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                productName: string;
                                startDate: string;
                                endDate: string;
                            } | null;
                        }[];
                        total: number;
                        totalEstimated: boolean;
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["NewRentalListingInput"] | components["schemas"]["NewRentalOffMarketListingInput"]) | (components["schemas"]["NewInvestmentListingInput"] | components["schemas"]["NewInvestmentOffMarketListingInput"]) | (components["schemas"]["NewSalesListingInput"] | components["schemas"]["NewSalesOffMarketListingInput"]) | components["schemas"]["NewOfficespaceListingInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    /** @description The answer is the one given to the same request before. */
                    "Idempotency-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsImport: {
        parameters: {
            query: {
                accountId: number;
                mode?: "partial" | "full";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ((components["schemas"]["ImportedRentalListingInput"] | components["schemas"]["ImportedRentalOffMarketListingInput"]) | (components["schemas"]["ImportedInvestmentListingInput"] | components["schemas"]["ImportedInvestmentOffMarketListingInput"]) | (components["schemas"]["ImportedSalesListingInput"] | components["schemas"]["ImportedSalesOffMarketListingInput"]) | components["schemas"]["ImportedOfficespaceListingInput"])[];
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        refused: number;
                        closed: {
                            listingId: number;
                            caseNumber: string;
                        }[];
                        rows: {
                            row: number;
                            caseNumber: string | null;
                            /** @enum {string} */
                            outcome: "created" | "updated" | "unchanged" | "refused";
                            listingId: number | null;
                            message: string | null;
                            fields: {
                                [key: string]: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putListingsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditedRentalListingInput"] | components["schemas"]["EditedRentalOffMarketListingInput"] | components["schemas"]["EditedInvestmentListingInput"] | components["schemas"]["EditedInvestmentOffMarketListingInput"] | components["schemas"]["EditedSalesListingInput"] | components["schemas"]["EditedSalesOffMarketListingInput"] | components["schemas"]["EditedOfficespaceListingInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteListingsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putListingsByCaseNumberByCaseNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                caseNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["NewRentalListingInput"] | components["schemas"]["NewRentalOffMarketListingInput"]) | (components["schemas"]["NewInvestmentListingInput"] | components["schemas"]["NewInvestmentOffMarketListingInput"]) | (components["schemas"]["NewSalesListingInput"] | components["schemas"]["NewSalesOffMarketListingInput"]) | components["schemas"]["NewOfficespaceListingInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "created" | "updated" | "unchanged";
                        images: {
                            url: string;
                            fetched: boolean;
                        }[];
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "created" | "updated" | "unchanged";
                        images: {
                            url: string;
                            fetched: boolean;
                        }[];
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAddresses: {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            id: string;
                            streetName: string;
                            streetNumber: string;
                            floor: string | null;
                            door: string | null;
                            zipCode: string;
                            city: string;
                            latitude: number;
                            longitude: number;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAddressesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            id: string;
                            streetName: string;
                            streetNumber: string;
                            floor: string | null;
                            door: string | null;
                            zipCode: string;
                            city: string;
                            latitude: number;
                            longitude: number;
                            text: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postImages: {
        parameters: {
            query: {
                accountId: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image: {
                            url: string;
                            width: number;
                            height: number;
                            /** @description The sha256 of the picture's bytes (hex): a listing refuses the same picture twice, whatever its URL. */
                            contentHash: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postImagesUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountId: number;
                    /** Billedets URL */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image: {
                            url: string;
                            width: number;
                            height: number;
                            /** @description The sha256 of the picture's bytes (hex): a listing refuses the same picture twice, whatever its URL. */
                            contentHash: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFavorites: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorites: {
                            id: number;
                            listingId: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            available: boolean;
                            publicUrl: string;
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postFavorites: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listingId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorite: {
                            id: number;
                            listingId: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            available: boolean;
                            publicUrl: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorite: {
                            id: number;
                            listingId: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            available: boolean;
                            publicUrl: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFavoritesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorite: {
                            id: number;
                            listingId: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            available: boolean;
                            publicUrl: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteFavoritesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorite: {
                            id: number;
                            listingId: number;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            title: string;
                            addressText: string;
                            zipCode: string | null;
                            city: string | null;
                            floorArea: number | null;
                            price: number | null;
                            available: boolean;
                            publicUrl: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSearchagents: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "name" | "id" | "interval" | "createdAt" | "updatedAt";
                order?: "ASC" | "DESC";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchagents: {
                            id: number;
                            name: string;
                            listingTypes: number[];
                            municipalityCodes: number[];
                            zipCodes: string[];
                            floorAreaMin: number | null;
                            floorAreaMax: number | null;
                            priceMin: number | null;
                            priceMax: number | null;
                            rentMin: number | null;
                            rentMax: number | null;
                            facilities: string[];
                            /** @enum {string} */
                            interval: "immediately" | "daily" | "weekly";
                            active: boolean;
                            matches: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSearchagents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Navn */
                    name: string;
                    /** Annoncetyper */
                    listingTypes: number[];
                    /**
                     * Kommuner
                     * @default []
                     */
                    municipalityCodes?: number[];
                    /**
                     * Postnumre
                     * @default []
                     */
                    zipCodes?: string[];
                    /** Areal fra */
                    floorAreaMin?: number;
                    /** Areal til */
                    floorAreaMax?: number;
                    /** Pris fra */
                    priceMin?: number;
                    /** Pris til */
                    priceMax?: number;
                    /** Årlig leje fra */
                    rentMin?: number;
                    /** Årlig leje til */
                    rentMax?: number;
                    /**
                     * Faciliteter
                     * @default []
                     */
                    facilities?: string[];
                    /**
                     * Interval
                     * @enum {string}
                     */
                    interval: "immediately" | "daily" | "weekly";
                    /**
                     * Aktiv
                     * @default true
                     */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchagent: {
                            id: number;
                            name: string;
                            listingTypes: number[];
                            municipalityCodes: number[];
                            zipCodes: string[];
                            floorAreaMin: number | null;
                            floorAreaMax: number | null;
                            priceMin: number | null;
                            priceMax: number | null;
                            rentMin: number | null;
                            rentMax: number | null;
                            facilities: string[];
                            /** @enum {string} */
                            interval: "immediately" | "daily" | "weekly";
                            active: boolean;
                            matches: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSearchagentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchagent: {
                            id: number;
                            name: string;
                            listingTypes: number[];
                            municipalityCodes: number[];
                            zipCodes: string[];
                            floorAreaMin: number | null;
                            floorAreaMax: number | null;
                            priceMin: number | null;
                            priceMax: number | null;
                            rentMin: number | null;
                            rentMax: number | null;
                            facilities: string[];
                            /** @enum {string} */
                            interval: "immediately" | "daily" | "weekly";
                            active: boolean;
                            matches: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putSearchagentsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Navn */
                    name: string;
                    /** Annoncetyper */
                    listingTypes: number[];
                    /**
                     * Kommuner
                     * @default []
                     */
                    municipalityCodes?: number[];
                    /**
                     * Postnumre
                     * @default []
                     */
                    zipCodes?: string[];
                    /** Areal fra */
                    floorAreaMin?: number;
                    /** Areal til */
                    floorAreaMax?: number;
                    /** Pris fra */
                    priceMin?: number;
                    /** Pris til */
                    priceMax?: number;
                    /** Årlig leje fra */
                    rentMin?: number;
                    /** Årlig leje til */
                    rentMax?: number;
                    /**
                     * Faciliteter
                     * @default []
                     */
                    facilities?: string[];
                    /**
                     * Interval
                     * @enum {string}
                     */
                    interval: "immediately" | "daily" | "weekly";
                    /**
                     * Aktiv
                     * @default true
                     */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchagent: {
                            id: number;
                            name: string;
                            listingTypes: number[];
                            municipalityCodes: number[];
                            zipCodes: string[];
                            floorAreaMin: number | null;
                            floorAreaMax: number | null;
                            priceMin: number | null;
                            priceMax: number | null;
                            rentMin: number | null;
                            rentMax: number | null;
                            facilities: string[];
                            /** @enum {string} */
                            interval: "immediately" | "daily" | "weekly";
                            active: boolean;
                            matches: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteSearchagentsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchagent: {
                            id: number;
                            name: string;
                            listingTypes: number[];
                            municipalityCodes: number[];
                            zipCodes: string[];
                            floorAreaMin: number | null;
                            floorAreaMax: number | null;
                            priceMin: number | null;
                            priceMax: number | null;
                            rentMin: number | null;
                            rentMax: number | null;
                            facilities: string[];
                            /** @enum {string} */
                            interval: "immediately" | "daily" | "weekly";
                            active: boolean;
                            matches: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsByIdDemand: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        demand: {
                            listingId: number;
                            searchAgents: number;
                            mails: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPostalAreas: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        postalAreas: {
                            zipCode: string;
                            city: string;
                            municipalityCode: number;
                            municipalityName: string;
                            regionCode: number;
                            regionName: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMunicipalities: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        municipalities: {
                            code: number;
                            name: string;
                            regionCode: number;
                            regionName: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAnnouncements: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "id" | "zone" | "type" | "activeFrom" | "activeTo" | "updatedAt";
                order?: "ASC" | "DESC";
                zone?: "Member" | "Public";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcements: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                            activeFrom: string | null;
                            activeTo: string | null;
                            current: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAnnouncements: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Zone
                     * @enum {string}
                     */
                    zone: "Member" | "Public";
                    /**
                     * Type
                     * @enum {string}
                     */
                    type: "info" | "warning" | "error" | "success";
                    /** Indhold */
                    content: string;
                    /**
                     * Vises fra
                     * Format: date-time
                     */
                    activeFrom?: string;
                    /**
                     * Vises til
                     * Format: date-time
                     */
                    activeTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                            activeFrom: string | null;
                            activeTo: string | null;
                            current: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAnnouncementsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                            activeFrom: string | null;
                            activeTo: string | null;
                            current: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAnnouncementsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Zone
                     * @enum {string}
                     */
                    zone: "Member" | "Public";
                    /**
                     * Type
                     * @enum {string}
                     */
                    type: "info" | "warning" | "error" | "success";
                    /** Indhold */
                    content: string;
                    /**
                     * Vises fra
                     * Format: date-time
                     */
                    activeFrom?: string;
                    /**
                     * Vises til
                     * Format: date-time
                     */
                    activeTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                            activeFrom: string | null;
                            activeTo: string | null;
                            current: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAnnouncementsById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            id: number;
                            zone: string;
                            type: string;
                            content: string;
                            activeFrom: string | null;
                            activeTo: string | null;
                            current: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCmsPages: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "path" | "id" | "title" | "position" | "updatedAt";
                order?: "ASC" | "DESC";
                q?: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cmsPages: {
                            id: number;
                            parentId: number | null;
                            path: string;
                            pathNode: string;
                            title: string;
                            content: string;
                            online: boolean;
                            position: number;
                            depth: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postCmsPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Overordnet side */
                    parentId?: number;
                    /** Sti */
                    pathNode: string;
                    /** Titel */
                    title: string;
                    /**
                     * Indhold
                     * @default
                     */
                    content?: string;
                    /**
                     * Online
                     * @default true
                     */
                    online?: boolean;
                    /**
                     * Placering
                     * @default 0
                     */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cmsPage: {
                            id: number;
                            parentId: number | null;
                            path: string;
                            pathNode: string;
                            title: string;
                            content: string;
                            online: boolean;
                            position: number;
                            depth: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCmsPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cmsPage: {
                            id: number;
                            parentId: number | null;
                            path: string;
                            pathNode: string;
                            title: string;
                            content: string;
                            online: boolean;
                            position: number;
                            depth: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putCmsPagesById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Overordnet side */
                    parentId?: number;
                    /** Sti */
                    pathNode: string;
                    /** Titel */
                    title: string;
                    /**
                     * Indhold
                     * @default
                     */
                    content?: string;
                    /**
                     * Online
                     * @default true
                     */
                    online?: boolean;
                    /**
                     * Placering
                     * @default 0
                     */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cmsPage: {
                            id: number;
                            parentId: number | null;
                            path: string;
                            pathNode: string;
                            title: string;
                            content: string;
                            online: boolean;
                            position: number;
                            depth: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCmsPagesById: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cmsPage: {
                            id: number;
                            parentId: number | null;
                            path: string;
                            pathNode: string;
                            title: string;
                            content: string;
                            online: boolean;
                            position: number;
                            depth: number;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOutboxMails: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                sort?: "id" | "createdAt" | "sentAt" | "to" | "subject";
                order?: "ASC" | "DESC";
                to?: string;
                q?: string;
                sent?: "true" | "false";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outboxMails: {
                            id: number;
                            to: string;
                            subject: string;
                            body: string;
                            html: string | null;
                            sentAt: string | null;
                            attempts: number;
                            lastError: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOutboxMailsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outboxMail: {
                            id: number;
                            to: string;
                            subject: string;
                            body: string;
                            html: string | null;
                            sentAt: string | null;
                            attempts: number;
                            lastError: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getJobFailures: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobFailures: {
                            id: number;
                            job: string;
                            attempt: number;
                            willRetry: boolean;
                            error: string;
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsByIdStatistics: {
        parameters: {
            query: {
                from: string;
                to: string;
                granularity?: "day" | "week" | "month";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        granularity: "day" | "week" | "month";
                        period: {
                            from: string;
                            to: string;
                        };
                        totals: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                        };
                        previousTotals: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                        };
                        series: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                            start: string;
                            end: string;
                        }[];
                        previousSeries: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                            start: string;
                            end: string;
                        }[];
                        listing: {
                            id: number;
                            title: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            caseNumber: string | null;
                            promoted: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsByIdBenchmark: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                         * @enum {integer}
                         */
                        listingType: 1 | 2 | 3 | 4;
                        subcategory: string | null;
                        area: {
                            /** @enum {string} */
                            kind: "postalArea" | "municipality";
                            code: string;
                            name: string;
                        } | null;
                        comparables: number | null;
                        missing: ("fewComparables" | "incomplete") | null;
                        figures: {
                            price: {
                                listing: number | null;
                                market: {
                                    p25: number;
                                    median: number;
                                    p75: number;
                                };
                            };
                            visitsPerWeek: {
                                listing: number | null;
                                market: {
                                    p25: number;
                                    median: number;
                                    p75: number;
                                };
                            };
                            leadsPerWeek: {
                                listing: number | null;
                                market: {
                                    p25: number;
                                    median: number;
                                    p75: number;
                                };
                            };
                            daysOnMarket: {
                                listing: number | null;
                                market: {
                                    p25: number;
                                    median: number;
                                    p75: number;
                                };
                            };
                        } | null;
                        standsOut: {
                            /** @enum {string} */
                            metric: "price" | "visitsPerWeek" | "leadsPerWeek" | "daysOnMarket";
                            percent: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdStatistics: {
        parameters: {
            query: {
                from: string;
                to: string;
                granularity?: "day" | "week" | "month";
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        granularity: "day" | "week" | "month";
                        period: {
                            from: string;
                            to: string;
                        };
                        totals: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                        };
                        previousTotals: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                        };
                        series: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                            start: string;
                            end: string;
                        }[];
                        previousSeries: {
                            visits: number;
                            leads: number;
                            conversionRate: number | null;
                            promotedImpressions: number;
                            promotedClicks: number;
                            favorites: number;
                            start: string;
                            end: string;
                        }[];
                        promoted: boolean;
                        listings: {
                            id: number;
                            title: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            /**
                             * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                             * @enum {integer}
                             */
                            status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            caseNumber: string | null;
                            promoted: boolean;
                            totals: {
                                visits: number;
                                leads: number;
                                conversionRate: number | null;
                                promotedImpressions: number;
                                promotedClicks: number;
                                favorites: number;
                            };
                            previousTotals: {
                                visits: number;
                                leads: number;
                                conversionRate: number | null;
                                promotedImpressions: number;
                                promotedClicks: number;
                                favorites: number;
                            };
                        }[];
                        quality: {
                            average: number | null;
                            listings: number;
                            weakest: {
                                id: number;
                                title: string;
                                /**
                                 * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                                 * @enum {integer}
                                 */
                                listingType: 1 | 2 | 3 | 4;
                                /**
                                 * @description Status: 1 = Afventer, 2 = Aktiv, 3 = Inaktiv, 4 = I karantæne, 5 = Afmeldt, 6 = Arkiveret, 7 = Slettet.
                                 * @enum {integer}
                                 */
                                status: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                                qualityScore: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMarketStatistics: {
        parameters: {
            query: {
                from: string;
                to: string;
                /** @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab. */
                listingType?: 1 | 2 | 3 | 4;
                regionCode?: number;
                areaMonth?: string;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                        };
                        months: string[];
                        listingType: (1 | 2 | 3 | 4) | null;
                        regionCode: number | null;
                        supply: {
                            month: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            regionCode: number | null;
                            listings: number;
                            floorArea: number;
                        }[];
                        areaMonth: string;
                        supplyByMunicipality: {
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            regionCode: number | null;
                            municipalityCode: number | null;
                            listings: number;
                            floorArea: number;
                        }[];
                        turnover: {
                            month: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            listings: number;
                            floorArea: number;
                        }[];
                        demand: {
                            month: string;
                            /**
                             * @description Annoncetype: 1 = Lejemål, 2 = Investering, 3 = Salg, 4 = Kontorfællesskab.
                             * @enum {integer}
                             */
                            listingType: 1 | 2 | 3 | 4;
                            visits: number;
                            leads: number;
                        }[];
                        regions: {
                            code: number;
                            name: string;
                        }[];
                        municipalities: {
                            code: number;
                            name: string;
                            regionCode: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPromotionProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotionProducts: {
                            id: number;
                            key: string;
                            name: string;
                            description: string;
                            periodDays: number;
                            maxPeriods: number;
                            priceOre: number;
                            renewalDiscountPercent: number;
                            active: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsByIdPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description When the listing has a current promotion: its version. The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotion: {
                            listingId: number;
                            today: string;
                            /** @enum {string} */
                            state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                            allowedActions: ("create" | "update" | "renew" | "cancel" | "changeProduct")[];
                            current: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            } | null;
                            history: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putListingsByIdPromotion: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Periode */
                    periods: number;
                    /** Fremhævningsbillede */
                    imageUrl: string;
                    /** Produkt */
                    productId?: number;
                    /** Startdato */
                    startDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description When the listing has a current promotion: its version. The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotion: {
                            listingId: number;
                            today: string;
                            /** @enum {string} */
                            state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                            allowedActions: ("create" | "update" | "renew" | "cancel" | "changeProduct")[];
                            current: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            } | null;
                            history: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Produkt */
                    productId: number;
                    /** Startdato */
                    startDate: string;
                    /** Periode */
                    periods: number;
                    /** Fremhævningsbillede */
                    imageUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description When the listing has a current promotion: its version. The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotion: {
                            listingId: number;
                            today: string;
                            /** @enum {string} */
                            state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                            allowedActions: ("create" | "update" | "renew" | "cancel" | "changeProduct")[];
                            current: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            } | null;
                            history: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdPromotionRenew: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Periode */
                    periods: number;
                    /** Produkt */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description When the listing has a current promotion: its version. The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotion: {
                            listingId: number;
                            today: string;
                            /** @enum {string} */
                            state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                            allowedActions: ("create" | "update" | "renew" | "cancel" | "changeProduct")[];
                            current: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            } | null;
                            history: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdPromotionCancel: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Bekræftelse */
                    acceptForfeit: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description When the listing has a current promotion: its version. The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotion: {
                            listingId: number;
                            today: string;
                            /** @enum {string} */
                            state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                            allowedActions: ("create" | "update" | "renew" | "cancel" | "changeProduct")[];
                            current: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            } | null;
                            history: {
                                id: number;
                                listingId: number;
                                product: {
                                    id: number;
                                    key: string;
                                    name: string;
                                    description: string;
                                    periodDays: number;
                                    maxPeriods: number;
                                    priceOre: number;
                                    renewalDiscountPercent: number;
                                    active: boolean;
                                };
                                /** @enum {string} */
                                state: "none" | "scheduled" | "running" | "endingSoon" | "ended" | "cancelled";
                                startDate: string;
                                endDate: string;
                                renewalDate: string | null;
                                days: number;
                                imageUrl: string | null;
                                priceOre: number;
                                renewalDiscountPercent: number | null;
                                cancelledAt: string | null;
                                forfeitedDays: number | null;
                                createdAt: string;
                                version: number;
                                orders: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "order" | "update" | "renewal" | "cancellation";
                                    productId: number;
                                    periods: number | null;
                                    days: number;
                                    startDate: string;
                                    endDate: string;
                                    listPriceOre: number;
                                    discountPercent: number;
                                    priceOre: number;
                                    vatOre: number;
                                    billingId: string | null;
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdPromotionOrders: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotionOrders: {
                            id: number;
                            /** @enum {string} */
                            kind: "order" | "update" | "renewal" | "cancellation";
                            productId: number;
                            periods: number | null;
                            days: number;
                            startDate: string;
                            endDate: string;
                            listPriceOre: number;
                            discountPercent: number;
                            priceOre: number;
                            vatOre: number;
                            billingId: string | null;
                            createdAt: string;
                            listingId: number;
                            listingTitle: string | null;
                            productName: string;
                            totalOre: number;
                            orderedBy: string | null;
                        }[];
                        total: number;
                        sums: {
                            priceOre: number;
                            vatOre: number;
                            totalOre: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdPromotionOrdersCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion records as CSV (UTF-8 with a BOM, ';' separated). */
            200: {
                headers: {
                    /** @description attachment; filename="…csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdActivate: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdDeactivate: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdReopen: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdArchive: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdQuarantine: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdRelease: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdClose: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    closingReasonId: number;
                    closingReasonText?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdReclose: {
        parameters: {
            query?: never;
            header: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
                "if-match": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    closingReasonId: number;
                    closingReasonText?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsByIdCopy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keepCaseNumber: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: (components["schemas"]["RentalListing"] | components["schemas"]["RentalOffMarketListing"]) | (components["schemas"]["InvestmentListing"] | components["schemas"]["InvestmentOffMarketListing"]) | (components["schemas"]["SalesListing"] | components["schemas"]["SalesOffMarketListing"]) | components["schemas"]["OfficespaceListing"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "close" | "delete";
                    items: {
                        id: number;
                        version: number;
                    }[];
                    closingReasonId?: number;
                    closingReasonText?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            ok: boolean;
                            status?: number;
                            version?: number;
                            error?: {
                                code: string;
                                message: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingsConfirmCurrent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            ok: boolean;
                            status?: number;
                            version?: number;
                            error?: {
                                code: string;
                                message: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsExportCsv: {
        parameters: {
            query?: {
                accountId?: number;
                caseNumber?: string;
                address?: string;
                status?: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                listingType?: (1 | 2 | 3 | 4)[];
                offMarket?: "true" | "false";
                updatedSince?: string;
                qualityBelow?: number;
                ids?: number[];
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listings as CSV (UTF-8 with a BOM, ';' separated). */
            200: {
                headers: {
                    /** @description attachment; filename="…csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingsByIdHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            id: number;
                            action: string;
                            at: string;
                            actor: {
                                id: number;
                                name: string | null;
                                email: string;
                            } | null;
                            actorIsStaff: boolean;
                            changes: {
                                [key: string]: unknown;
                            };
                            changedFields: {
                                field: string;
                                label: string;
                                from: string | null;
                                to: string | null;
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            invitedBy: string | null;
                            createdAt: string;
                            expiresAt: string;
                            expired: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAccountsByIdInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** E-mail */
                    email: string;
                    /**
                     * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                     * @enum {number}
                     */
                    accountRole: 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            invitedBy: string | null;
                            createdAt: string;
                            expiresAt: string;
                            expired: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccountsByIdInvitationsByInvitationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            invitedBy: string | null;
                            createdAt: string;
                            expiresAt: string;
                            expired: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListingViews: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listingViews: {
                            id: number;
                            name: string;
                            filter: {
                                caseNumber?: string;
                                address?: string;
                                status?: number;
                                listingType?: number;
                                /** @enum {string} */
                                offMarket?: "true" | "false";
                                /** @enum {string} */
                                promoted?: "true" | "false";
                                qualityBelow?: number;
                            };
                            /** @enum {string} */
                            sort: "updatedAt" | "createdAt" | "id" | "title" | "status" | "listingType" | "accountOwnerListingIdentifierID" | "addressText" | "visits" | "leads" | "price" | "floorArea" | "qualityScore";
                            /** @enum {string} */
                            order: "ASC" | "DESC";
                            columns: ("status" | "listingType" | "title" | "promotion" | "addressText" | "accountOwnerListingIdentifierID" | "price" | "floorArea" | "updatedAt" | "visits" | "leads" | "qualityScore")[];
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postListingViews: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Navn */
                    name: string;
                    /** @default {} */
                    filter?: {
                        caseNumber?: string;
                        address?: string;
                        status?: number;
                        listingType?: number;
                        /** @enum {string} */
                        offMarket?: "true" | "false";
                        /** @enum {string} */
                        promoted?: "true" | "false";
                        qualityBelow?: number;
                    };
                    /** @enum {string} */
                    sort: "updatedAt" | "createdAt" | "id" | "title" | "status" | "listingType" | "accountOwnerListingIdentifierID" | "addressText" | "visits" | "leads" | "price" | "floorArea" | "qualityScore";
                    /** @enum {string} */
                    order: "ASC" | "DESC";
                    columns: ("status" | "listingType" | "title" | "promotion" | "addressText" | "accountOwnerListingIdentifierID" | "price" | "floorArea" | "updatedAt" | "visits" | "leads" | "qualityScore")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listingView: {
                            id: number;
                            name: string;
                            filter: {
                                caseNumber?: string;
                                address?: string;
                                status?: number;
                                listingType?: number;
                                /** @enum {string} */
                                offMarket?: "true" | "false";
                                /** @enum {string} */
                                promoted?: "true" | "false";
                                qualityBelow?: number;
                            };
                            /** @enum {string} */
                            sort: "updatedAt" | "createdAt" | "id" | "title" | "status" | "listingType" | "accountOwnerListingIdentifierID" | "addressText" | "visits" | "leads" | "price" | "floorArea" | "qualityScore";
                            /** @enum {string} */
                            order: "ASC" | "DESC";
                            columns: ("status" | "listingType" | "title" | "promotion" | "addressText" | "accountOwnerListingIdentifierID" | "price" | "floorArea" | "updatedAt" | "visits" | "leads" | "qualityScore")[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteListingViewsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listingView: {
                            id: number;
                            name: string;
                            filter: {
                                caseNumber?: string;
                                address?: string;
                                status?: number;
                                listingType?: number;
                                /** @enum {string} */
                                offMarket?: "true" | "false";
                                /** @enum {string} */
                                promoted?: "true" | "false";
                                qualityBelow?: number;
                            };
                            /** @enum {string} */
                            sort: "updatedAt" | "createdAt" | "id" | "title" | "status" | "listingType" | "accountOwnerListingIdentifierID" | "addressText" | "visits" | "leads" | "price" | "floorArea" | "qualityScore";
                            /** @enum {string} */
                            order: "ASC" | "DESC";
                            columns: ("status" | "listingType" | "title" | "promotion" | "addressText" | "accountOwnerListingIdentifierID" | "price" | "floorArea" | "updatedAt" | "visits" | "leads" | "qualityScore")[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeys: {
                            id: number;
                            accountId: number;
                            name: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAccountsByIdApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Navn */
                    name: string;
                    role: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: {
                            id: number;
                            accountId: number;
                            name: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                        key: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccountsByIdApiKeysByKeyId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
                keyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: {
                            id: number;
                            accountId: number;
                            name: string;
                            /**
                             * @description Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser.
                             * @enum {integer}
                             */
                            role: 1 | 2 | 3;
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsByIdApiLog: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                status?: number;
                apiKeyId?: number;
            };
            header?: {
                /** @description The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a login token (400 without); an API key acts in its own account without it, and another account's id is a 403. A malformed id is a 400. */
                "x-account-id"?: string;
                /** @description Staff only (ignored for others): the roles to act with in the account, comma-separated. Rolle: 1 = Administrator, 2 = Bruger, 3 = Læser. */
                "x-act-as-roles"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            createdAt: string;
                            apiKeyId: number | null;
                            keyName: string | null;
                            userEmail: string | null;
                            method: string;
                            path: string;
                            status: number;
                            durationMs: number;
                            error: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postTracking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rawData: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    /** @description Requests allowed in the window. */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
