import { type Profile, type ProfileUpdate, sessionOps } from '@cc/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { writeKeys } from '../../../shared/session/session-storage';
import { notifySessionChanged } from '../../../shared/session/session-store';
import { userInfoQuery } from './user-info';

export interface ProfileSave {
  fields: ProfileUpdate;
  photo: File | null;
}

/** JSON normally; multipart only when a new photo goes along (the API takes both). */
function toBody({ fields, photo }: ProfileSave): ProfileUpdate | FormData {
  if (!photo) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    // Multipart has no null: an empty field clears the value.
    if (value !== undefined) form.append(key, value ?? '');
  }
  form.append('photo', photo);
  return form;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: ProfileSave): Promise<Profile> =>
      (await callOp(sessionOps.profileUpdate, { body: toBody(save) })).data,
    onSuccess: (profile) => {
      // The top bar shows the name and photo from storage; keep them in step with the server.
      writeKeys({
        userFirstname: profile.firstname,
        userLastname: profile.lastname,
        userImageUrl: profile.imageUrl ?? '',
      });
      notifySessionChanged();
      return queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}
