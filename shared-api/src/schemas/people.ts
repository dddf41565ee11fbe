// Administration area: user writes, invitations, roles, organisations, groups, direct access, action log (issue 4).
export {};
