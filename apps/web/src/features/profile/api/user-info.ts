import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../../../shared/session/save-identity';

export const userInfoQuery = queryOptions({ queryKey: ['user-info'], queryFn: fetchUserInfo });

export const useUserInfo = () => useQuery(userInfoQuery);
